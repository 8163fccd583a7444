import Foundation
import Testing

/// Issue 29: segmented controls changed in code, page view controllers showing their first page, and
/// xibs whose File's Owner is a view not counted as screens. The fixture (Fixtures/SegmentsCodeApp)
/// places a segmented control before inserting its segments and embeds UIKit's page view controller,
/// as mastodon's server details do.
@Suite("Segmented controls and page view controllers built in code")
struct CodeSegmentsTests {
    static let app = "Tests/a11ysimTests/Fixtures/SegmentsCodeApp"

    @Test("Segments inserted after the control is placed are read with their place; the selected one says so")
    func insertedAfterPlacing() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ServerViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        for phrase in ["Selected, About, button, 1 of 3", "Rules, button, 2 of 3", "star, button, 3 of 3"] {
            #expect(output.stdout.contains(phrase), "\(phrase) in \(output.stdout)")
        }
    }

    @Test("A storyboard's segmented control retitled, extended and selected in code")
    func outlet() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        for phrase in ["Name, button, 1 of 3", "Selected, Newest, button, 2 of 3", "Size, button, 3 of 3"] {
            #expect(output.stdout.contains(phrase), "\(phrase) in \(output.stdout)")
        }
        #expect(!output.stdout.contains("Date, button"), "\(output.stdout)")
    }

    @Test("UISegmentedControl(items:) emptied, refilled (an index past the end pinned), one removed, none selected")
    func removedAndRefilled() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "PeriodViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Week, button, 1 of 2"), "\(output.stdout)")
        #expect(output.stdout.contains("Month, button, 2 of 2"), "\(output.stdout)")
        #expect(!output.stdout.contains("Day, button") && !output.stdout.contains("Year") && !output.stdout.contains("Selected"), "\(output.stdout)")
    }

    @Test("A CaseIterable enum's cases inserted in a loop make one segment each, in order, selected by an Int raw value, titled by the enum's computed property")
    func allCases() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "FilterViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        for phrase in ["Selected, All, button, 1 of 4", "Mine, button, 2 of 4", "Unread, button, 3 of 4", "Starred, button, 4 of 4"] {
            #expect(output.stdout.contains(phrase), "\(phrase) in \(output.stdout)")
        }
    }

    @Test("UIKit's page view controller made in code shows its first page's elements where its view is placed")
    func pageViewController() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ServerViewController"])
        #expect(output.stdout.contains("Welcome to the server"), "\(output.stdout)")
        // Only the first page: the data source's next page is not shown.
        #expect(!output.stdout.contains("Be kind"), "\(output.stdout)")
    }

    @Test("The app's own page view controller shows the page its viewDidLoad sets")
    func ownPageViewController() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "OnboardingViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Step one"), "\(output.stdout)")
    }

    @Test("The audit sees the first page inside the page view controller's screen: its unlabelled button is found there")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
              Server › AboutViewController
                error[missing-label] "button" (element 5)
            """), "\(output.stdout)")
        #expect(output.stdout.contains("at Tests/a11ysimTests/Fixtures/SegmentsCodeApp/ServerViewController.swift:50:23"), "\(output.stdout)")
        #expect(output.stdout.contains("audited 8 of 8 screens"), "every screen is audited with elements: \(output.stdout)")
        #expect(!output.stdout.contains("with no elements"), "\(output.stdout)")
    }

    @Test("--explain-code lists each change to the segments, in order, and the page embedded")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ServerViewController", "--explain-code"])
        for line in ["ServerViewController.swift:17: ServerViewController.viewDidLoad sets insertSegment(withTitle:at:animated:) of view #1 made in code",
                     "ServerViewController.swift:20: ServerViewController.viewDidLoad sets selectedSegmentIndex of view #1 made in code",
                     "ServerViewController.swift:26: ServerViewController.viewDidLoad embeds AboutViewController in view"] {
            #expect(output.stderr.contains("code: applied " + line), "\(line) in \(output.stderr)")
        }
    }
}

/// Issue 29: only UIViewController subclasses are view controllers; a xib whose File's Owner is a view
/// (or has no class) is audited, not counted as a screen.
@Suite("Xibs owned by views are not screens")
struct OwnerViewsTests {
    static let app = "Tests/a11ysimTests/Fixtures/OwnerViewsApp"

    @Test("The coverage line counts the storyboard's scene and the controller's xib, not the view's and the ownerless xib")
    func coverage() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("audited 2 of 2 screens"), "\(output.stdout)")
        #expect(output.stdout.contains("OwnerViewsApp/AvatarView.xib: 1 screen explored, a view, not counted as a screen, 0 findings"), "\(output.stdout)")
        let json = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
        let counted = (report["files"] as? [[String: Any]] ?? []).flatMap { file in
            ((file["coverage"] as? [String: Any])?["files"] as? [[String: Any]] ?? []).flatMap { $0["classes"] as? [String] ?? [] }
        }
        #expect(counted.sorted() == ["HomeViewController", "PickerViewController"], "\(counted)")
    }

    @Test("Without the code, the view's xib counts (a11ysim cannot tell its class); the ownerless one does not")
    func withoutCode() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(output.stdout.contains("audited 3 of 3 scenes"), "\(output.stdout)")
    }
}
