import Foundation
import Testing

/// Issue 29 item 2: UIKit's own tab bar and split view controllers made in code by an app or scene
/// delegate (`UITabBarController()`, `UISplitViewController()`, `viewControllers = [...]`), and tab
/// items set in code. Fixtures/TabsInCodeApp and Fixtures/SplitInCodeApp have no storyboard but
/// their launch screens: each is read as its app's code (docs/code.md, "An app without a storyboard").
@Suite("UIKit's containers made in code")
struct CodeContainersTests {
    static let tabs = "Tests/a11ysimTests/Fixtures/TabsInCodeApp"
    static let split = "Tests/a11ysimTests/Fixtures/SplitInCodeApp"

    @Test("A UITabBarController the scene delegate makes is the first screen; each tab titled as the code titles it")
    func tabBarMadeInCode() throws {
        let scenes = try CommandRunner.run(["tree", Self.tabs, "--scenes"])
        #expect(scenes.status == 0, "\(scenes.stderr)")
        #expect(scenes.stdout.contains("Feed (FeedViewController, id code:FeedViewController)  Screens.swift:3  initial screen"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("Inbox (InboxViewController, id code:InboxViewController)  Screens.swift:12  opens as FeedViewController › ⟨tab \"Inbox\"⟩"), "\(scenes.stdout)")
        let first = try CommandRunner.run(["tree", Self.tabs])
        // `feed.tabBarItem = UITabBarItem(title:…)`, `inbox.tabBarItem.title = …`, and Settings' own
        // `tabBarItem = UITabBarItem(title:…)` in its initializer.
        for line in ["1. Nothing new", "2. Selected, Feed, tab, 1 of 3", "3. Inbox, tab, 2 of 3", "4. Settings, tab, 3 of 3"] {
            #expect(first.stdout.contains(line), "\(line) in \(first.stdout)")
        }
        let explain = try CommandRunner.run(["tree", Self.tabs, "--explain-code"])
        #expect(explain.stderr.contains("SceneDelegate.scene makes a UITabBarController holding FeedViewController, InboxViewController, SettingsViewController the app's first screen"), "\(explain.stderr)")
        #expect(explain.stderr.contains("SettingsViewController.init sets its tab's title"), "\(explain.stderr)")
    }

    @Test("A UISplitViewController the app delegate makes is the first screen: its list, with the detail beside it")
    func splitMadeInCode() throws {
        let scenes = try CommandRunner.run(["tree", Self.split, "--scenes"])
        #expect(scenes.stdout.contains("Notes (NotesListViewController, id code:NotesListViewController)  AppDelegate.swift:18  initial screen"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("NoteViewController (id code:NoteViewController)  AppDelegate.swift:28  opens as Notes › ⟨detail \"NoteViewController\"⟩"), "\(scenes.stdout)")
    }

    @Test("The app's split view controller filled in code with navigation controllers shows the list's navigation bar")
    func splitSubclassWithNavigationControllers() throws {
        let app = "Tests/a11ysimTests/Fixtures/SplitSubclassNavigationApp"
        let first = try CommandRunner.run(["tree", app])
        #expect(first.status == 0, "\(first.stderr)")
        // Compact width: the split view collapses to the primary's navigation stack, bar first.
        for line in ["screen: Tunnels", "1. Tunnels, heading", "2. Add, button", "3. No tunnels yet"] {
            #expect(first.stdout.contains(line), "\(line) in \(first.stdout)")
        }
        let explain = try CommandRunner.run(["tree", app, "--explain-code"])
        #expect(explain.stderr.contains("RootSplitViewController.init shows TunnelListViewController, TunnelDetailViewController in a navigation controller"), "\(explain.stderr)")
    }

    @Test("The audit opens every tab and counts each controller as audited with its elements")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.tabs, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
        let coverage = (report["files"] as? [[String: Any]] ?? []).flatMap { ($0["coverage"] as? [String: Any])?["files"] as? [[String: Any]] ?? [] }
        #expect(coverage.reduce(0) { $0 + ($1["audited"] as? Int ?? 0) } == 4, "\(coverage)")
        #expect(coverage.allSatisfy { ($0["withoutElements"] as? [Any] ?? []).isEmpty }, "\(coverage)")
    }
}
