import Foundation
import Testing

/// Issue 28 (#29 item 6): causes that kept real apps' screens audited with no elements, each in the
/// shape the corpus shows it (docs/code.md, "Screens audited with no elements, by cause"). The
/// fixture (Fixtures/CoverageGapsApp) binds its settings' sections through RxDataSources, makes the
/// auto-lock rows' cells and the about rows' plain cells itself instead of dequeuing them, fills its
/// followers' table through the view model its initializer keeps, its context menu's rows with a
/// cell class nested in the controller, shows its imprint through the
/// app's web page base class and its registration form in SwiftUI.
@Suite("Screens the corpus audited with no elements: tables bound through RxSwift, cells made without dequeuing, content not modelled named")
struct CoverageGapsTests {
    static let app = "Tests/a11ysimTests/Fixtures/CoverageGapsApp"

    /// The phrases of a scene's tree, frames left out.
    static func phrases(_ scene: String) throws -> [String] {
        let output = try CommandRunner.run(["tree", app, "--scene", scene])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
    }

    @Test("A table bound to an RxTableViewSectionedReloadDataSource shows a sample row its configureCell closure labels, its item known only when the app runs")
    func rxReloadDataSource() throws {
        #expect(try Self.phrases("SettingsViewController") == ["screen: Settings", "1. Settings, heading", "2. ⟨item.title⟩, ⟨item.detail⟩"])
    }

    @Test("An animated Rx data source whose closure makes the app's cell itself, without dequeuing it, shows that cell as the row of the table a non-private var makes")
    func cellOfTheAppsClassMadeInClosure() throws {
        #expect(try Self.phrases("AutoLockViewController") == ["screen: Auto-Lock", "1. ⟨option.name⟩"])
        let stderr = try CommandRunner.run(["tree", Self.app, "--scene", "AutoLockViewController", "--explain-code"]).stderr
        #expect(stderr.contains("AutoLockViewController.RxTableViewSectionedAnimatedDataSource configureCell fills the table: 1 sections, 1 rows, sample rows"), "\(stderr)")
    }

    @Test("UIKit's plain cells made in cellForRowAt are the rows, each reading the text the code gives its textLabel")
    func plainCellsMadeInCellForRow() throws {
        #expect(try Self.phrases("AboutViewController") == ["screen: About", "1. Version", "2. Licences"])
    }

    @Test("A cell class nested in the controller is registered and dequeued by its own static reuse identifier: each row reads its item as a button")
    func nestedCellClass() throws {
        #expect(try Self.phrases("ContextMenuViewController") == ["screen: ContextMenuViewController", "1. Copy, button", "2. Share, button"])
    }

    @Test("A table built in the initializer and filled by the view model the initializer was given and kept shows the view model's diffable data source's sample row")
    func keptParameter() throws {
        #expect(try Self.phrases("FollowersViewController") == ["screen: Followers", "1. ⟨follower.name⟩"])
    }

    @Test("A subclass of the app's web page controller, and a controller hosting SwiftUI in an extension, are named as not modelled in the coverage")
    func notModelledContentNamed() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("no elements: ImprintViewController (id code:ImprintViewController) at \(Self.app)/WebViewController.swift:24:13: "
                                       + "no accessibility elements: its code shows a web view (WKWebView), which a11ysim does not model\n"), "\(output.stdout)")
        #expect(output.stdout.contains("no elements: RegisterViewController (id code:RegisterViewController) at \(Self.app)/RegisterViewController.swift:13:13: "
                                       + "no accessibility elements: its code shows SwiftUI (UIHostingController), which a11ysim does not model\n"), "\(output.stdout)")
        #expect(output.stdout.contains("audited 7 of 7 screens, 2 of them with no elements"), "\(output.stdout)")
    }
}
