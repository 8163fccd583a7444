import Foundation
import Testing

/// Issue 28, item 2: `UIAction`s. The fixture (Fixtures/ActionApp) makes a button with
/// `UIButton(primaryAction:)` titled only by its action, gives the storyboard's Save button a
/// `UIAction` with `addAction(_:for:)`, and a More button a menu as its primary action.
@Suite("UIAction, primaryAction and addAction")
struct UIActionTests {
    static let app = "Tests/a11ysimTests/Fixtures/ActionApp"

    @Test("The primary action's title labels the button it makes")
    func title() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.stdout.contains("1. Share, button"), "\(output.stdout)")
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(audit.stdout.contains("0 errors"), "\(audit.stdout)")
    }

    @Test("Activating a control runs its UIAction's handler: the primary action's and the one added for touchUpInside")
    func activation() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Share"; activate; focus "Save"; activate"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(#"(PhotoViewController.UIAction "Share" — announces "Shared", PhotoViewController.swift:12)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Shared)"), "\(output.stdout)")
        #expect(output.stdout.contains(#"(PhotoViewController.UIAction — announces "Saved", PhotoViewController.swift:16)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Saved)"), "\(output.stdout)")
    }

    @Test("A menu as the button's primary action is applied: More is a pop up button")
    func menu() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("PhotoViewController.swift:19: PhotoViewController.viewDidLoad sets menu of moreButton"), "\(output.stderr)")
        #expect(output.stdout.contains("3. More, pop up button"), "\(output.stdout)")
    }
}
