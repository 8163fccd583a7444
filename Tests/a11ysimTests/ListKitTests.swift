import Foundation
import Testing

/// Issue 29: lists made with IGListKit (docs/code.md, "Lists made with IGListKit"). The fixture
/// (Fixtures/ListKitApp) builds each screen in code: the issues' adapter asks its data source for a
/// section controller per object, and each kind it can return is a sample section whose cells its
/// `collectionContext` dequeues; the labels use the library's Swift layer (`ListSwiftPair`, binders);
/// the profile a binding section controller whose cell IGListKit binds to its view model; the help
/// page is a web view, which is named as not modelled.
@Suite("Lists made with IGListKit")
struct ListKitTests {
    static let app = "Tests/a11ysimTests/Fixtures/ListKitApp"

    /// The phrases of a scene's tree, frames left out.
    static func phrases(_ scene: String) throws -> [String] {
        let output = try CommandRunner.run(["tree", app, "--scene", scene])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
    }

    @Test("Each kind of section controller the data source returns is a section: the issue's two rows, then the summary's one")
    func sectionControllers() throws {
        #expect(try Self.phrases("IssuesViewController") == [
            "screen: Issues",
            "1. Issues, heading",
            // IssueSectionController: its title row, from the object the adapter gave it in didUpdate(to:)…
            "2. Issue ⟨issue?.title ?? \"\"⟩",
            // …and its actions row, whose cell holds only the close button.
            "3. xmark.circle, button",
            // SummarySectionController
            "4. Open issues",
        ])
    }

    @Test("A Swift section controller's binder makes its cell class and its configure closure names the row")
    func binders() throws {
        #expect(try Self.phrases("LabelsViewController") == ["screen: Labels", "1. Label ⟨context.value⟩"])
    }

    @Test("A binding section controller's cell is bound to its view model by its own bindViewModel")
    func binding() throws {
        #expect(try Self.phrases("ProfileViewController") == ["screen: Profile", "1. Profile of ⟨viewModel.name⟩", "2. Follow, button"])
    }

    @Test("The audit finds the actions cell's unlabelled close button at the line that sets its image; without the code the lists are empty")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(with.stdout.contains("""
              Issues
                error[image-name-label] "xmark.circle, button" (element 3)
            """), "\(with.stdout)")
        #expect(with.stdout.contains("at Tests/a11ysimTests/Fixtures/ListKitApp/IssuesViewController.swift:109:9"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(!without.stdout.contains("image-name-label"), "\(without.stdout)")
    }

    @Test("--explain-code says which section controller's method made each cell and how the adapter filled the collection")
    func explain() throws {
        let stderr = try CommandRunner.run(["tree", Self.app, "--explain-code"]).stderr
        #expect(stderr.contains("code: applied IssuesViewController.swift:25: IssuesViewController.listAdapter(_:sectionControllerFor:) fills the collection: 2 sections, 3 rows, sample rows where the count is known only when the app runs\n"), "\(stderr)")
        #expect(stderr.contains("code: applied IssuesViewController.swift:71: IssuesViewController.IssueSectionController.cellForItem(at:) → cellForItem(at:) sets text of view #"), "\(stderr)")
        #expect(stderr.contains("code: applied LabelsViewController.swift:19: LabelsViewController.values(adapter:) fills the collection: 1 sections, 1 rows"), "\(stderr)")
        #expect(stderr.contains("code: applied ProfileViewController.swift:87: ProfileViewController.ProfileSectionController.sectionController(_:cellForViewModel:at:) → bindViewModel(_:) sets text of view #"), "\(stderr)")
        // Nothing of the library's API is left alone (only the help page's web view is).
        let leftAlone = stderr.split(separator: "\n").filter { $0.hasPrefix("code: left alone") }
        #expect(leftAlone.count == 2 && leftAlone.allSatisfy { $0.hasPrefix("code: left alone HelpViewController.swift") }, "\(stderr)")
    }

    @Test("A screen shown with no elements whose code shows a web view says so in its coverage reason, in the text and the JSON report")
    func webView() throws {
        let text = try CommandRunner.run(["audit", Self.app]).stdout
        #expect(text.contains("  no elements: HelpViewController (id code:HelpViewController) at \(Self.app)/HelpViewController.swift:5:13: "
                              + "no accessibility elements: its code shows a web view (WKWebView), which a11ysim does not model\n"), "\(text)")
        let json = try CommandRunner.run(["audit", Self.app, "--format", "json"]).stdout
        #expect(json.contains("its code shows a web view (WKWebView), which a11ysim does not model"), "\(json)")
        // A screen whose code shows nothing of the kind keeps the general reason.
        #expect(text.contains("no elements: UIViewController (id vc0) at \(Self.app)/Main.storyboard:6:13: no accessibility elements: its content may be built in a way not modelled"), "\(text)")
    }
}
