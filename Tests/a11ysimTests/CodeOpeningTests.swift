import Foundation
import Testing

/// Issue 29 item 2: the ways an app opens a controller made in code. The fixture
/// (Fixtures/CodeOpeningApp) embeds controllers with `addChild` and `view.addSubview(child.view)`,
/// fills its own tab bar controller with `viewControllers =` and its split view controller with
/// `setViewController(_:for:)`, and declares a base class it only subclasses.
@Suite("Controllers made in code open the way the app opens them")
struct CodeOpeningTests {
    static let app = "Tests/a11ysimTests/Fixtures/CodeOpeningApp"

    @Test("An embedded controller's views are read inside its parent's screen, in the order the code adds them")
    func embedded() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "PlayerViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        var rest = Substring(output.stdout)
        for line in ["Now playing", "Play, button", "Up next"] {
            guard let found = rest.range(of: line) else {
                Issue.record("\(line) after the lines before it in \(output.stdout)")
                return
            }
            rest = rest[found.upperBound...]
        }
    }

    @Test("tree --scenes opens each embedded controller inside its parent")
    func scenes() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(output.stdout.contains("PlaybackControlsViewController (id code:PlaybackControlsViewController)  PlayerViewController.swift:28  opens as ⟨scene \"Player\"⟩"), "\(output.stdout)")
        #expect(output.stdout.contains("QueueViewController (id code:QueueViewController)  PlayerViewController.swift:38  opens as ⟨scene \"Player\"⟩"), "\(output.stdout)")
        // The storyboard on its own with --code lists the same scenes as the folder.
        let file = try CommandRunner.run(["tree", Self.app + "/Main.storyboard", "--code", Self.app, "--scenes"])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout == output.stdout, "\(file.stdout)")
    }

    @Test("An embedding that would make a cycle, or a second instance of a class already embedded, is left out, saying so; the rest of the code still applies")
    func cycle() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "PlayerViewController", "--explain-code"])
        #expect(output.stderr.contains("code: not applicable code:QueueViewController embeds code:PlayerViewController, which is already inside code:QueueViewController, contains it or nests too deep; the embedding is left out"), "\(output.stderr)")
        #expect(output.stderr.contains("code: not applicable code:PlayerViewController embeds code:PlaybackControlsViewController, which is already inside code:PlayerViewController"), "\(output.stderr)")
        #expect(output.stderr.contains("PlayerViewController.viewDidLoad embeds PlaybackControlsViewController"), "\(output.stderr)")
        #expect(!output.stderr.contains("were left out"), "\(output.stderr)")
    }

    @Test("The audit counts the embedded controllers as audited with their elements")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
        let declared = report["declaredControllers"] as? [[String: Any]] ?? []
        let empty = (report["files"] as? [[String: Any]] ?? []).flatMap { file in
            ((file["coverage"] as? [String: Any])?["files"] as? [[String: Any]] ?? []).flatMap { $0["withoutElements"] as? [[String: Any]] ?? [] }
        }
        #expect(declared.count == 13, "\(declared)")
        #expect(empty.isEmpty, "\(empty)")
        let base = declared.first { $0["className"] as? String == "CardViewController" }
        #expect(base?["kind"] as? String == "other" && base?["status"] as? String == "not counted", "\(declared)")
    }

    @Test("The app's tab bar controller filling itself in code: each controller is a tab, the second reached by its tab")
    func tabs() throws {
        let scenes = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(scenes.stdout.contains("Feed (HomeFeedViewController, id code:HomeFeedViewController)  ContainersViewController.swift:23  opens as ⟨scene \"Feed\"⟩"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("Profile (ProfileTabViewController, id code:ProfileTabViewController)  ContainersViewController.swift:33  opens as ⟨scene \"Feed\"⟩ › ⟨tab \"Profile\"⟩"), "\(scenes.stdout)")
        let profile = try CommandRunner.run(["tree", Self.app, "--scene", "ProfileTabViewController"])
        for line in ["1. Edit profile, button", "2. Feed, tab, 1 of 3", "3. Selected, Profile, tab, 2 of 3", "4. ⟨SearchTabViewController.tabBarItem⟩, tab, 3 of 3"] {
            #expect(profile.stdout.contains(line), "\(line) in \(profile.stdout)")
        }
        // A tab named by code the interpreter does not follow has a name only the app knows: not unlabelled.
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(!audit.stdout.contains("missing-label"), "\(audit.stdout)")
    }

    @Test("The app's split view controller setting its columns in code: the secondary opens as its detail")
    func columns() throws {
        let scenes = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(scenes.stdout.contains("Book (BookViewController, id code:BookViewController)  ContainersViewController.swift:62  opens as ⟨scene \"Shelves\"⟩ › ⟨detail \"Book\"⟩"), "\(scenes.stdout)")
        let explain = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(explain.stderr.contains("LibrarySplitViewController.viewDidLoad holds ShelvesViewController in the primary column"), "\(explain.stderr)")
    }

    @Test("A base class the app only subclasses is not a scene; its subclass runs its viewDidLoad first")
    func baseClass() throws {
        let scenes = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(!scenes.stdout.contains("id code:CardViewController"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("TipsViewController (id code:TipsViewController)"), "\(scenes.stdout)")
        let tips = try CommandRunner.run(["tree", Self.app, "--scene", "TipsViewController"])
        #expect(tips.stdout.contains("1. Card") && tips.stdout.contains("2. Swipe to skip"), "\(tips.stdout)")
    }
}

/// Issue 29 item 3: the app's first screen from Info.plist, and a launch screen that is never the
/// app's interface. The fixture (Fixtures/PlistApp) names `Onboarding` in `UIApplicationSceneManifest`
/// and keeps its launch screen beside a controller made in code.
@Suite("The first screen Info.plist names")
struct InfoPlistFirstScreenTests {
    static let app = "Tests/a11ysimTests/Fixtures/PlistApp"

    @Test("tree on the folder starts on the storyboard UISceneStoryboardFile names, not Main")
    func firstScreen() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("screen: Welcome\n") && output.stdout.contains("Welcome aboard"), "\(output.stdout)")
    }

    @Test("A controller made in code nearest to the launch screen is a scene of the main storyboard, never of the launch screen")
    func launchScreenHostsNothing() throws {
        let main = try CommandRunner.run(["tree", Self.app + "/Base.lproj/Onboarding.storyboard", "--code", Self.app, "--scene", "NotesViewController"])
        #expect(main.status == 0 && main.stdout.contains("1. No notes yet"), "\(main.stdout)\(main.stderr)")
        let launch = try CommandRunner.run(["tree", Self.app + "/Resources/LaunchScreen.storyboard", "--code", Self.app, "--scene", "NotesViewController"])
        #expect(launch.status == 2, "\(launch.stdout)")
    }
}
