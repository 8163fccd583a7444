import Foundation
import Testing

/// Issue 29: views and view controllers built in code. The fixture (Fixtures/CodeBuiltApp) builds
/// its profile screen in `viewDidLoad` (a stack view of stored, lazy and local views, one of the app's
/// own views whose `init(frame:)` adds a label, an unlabelled custom button, a removed label) and
/// pushes a controller no storyboard names.
@Suite("Views and view controllers built in code")
struct CodeBuiltViewsTests {
    static let app = "Tests/a11ysimTests/Fixtures/CodeBuiltApp"

    @Test("VoiceOver reads the views the code builds, in the stack view's arranged order; a removed view is gone")
    func tree() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ProfileViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        let expected = ["2. Ada Lovelace, heading", "3. Verified", "4. Follow, button", "5. Share profile, button", "6. button",
                        "7. Write a note, button", "8. Notifications, switch button, off"]
        for line in expected { #expect(output.stdout.contains(line), "\(line) in \(output.stdout)") }
        #expect(!output.stdout.contains("Not shown"), "\(output.stdout)")
    }

    @Test("The audit finds the custom button made in code without a label, at the Swift line that makes it")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("error[missing-label] \"button\""), "\(output.stdout)")
        #expect(output.stdout.contains("CodeBuiltApp/ProfileViewController.swift:27:26"), "\(output.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(!without.stdout.contains("missing-label"), "\(without.stdout)")
    }

    @Test("--explain-code says where each view made in code goes")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("code: applied ProfileViewController.swift:54: ProfileViewController.viewDidLoad → BadgeView.init adds view #7, a UILabel made in code (ProfileViewController.swift:49), to view #6 made in code"), "\(output.stderr)")
    }
}

/// Issue 29 item 2: a view controller no storyboard names is a scene, opened the way the code opens it.
@Suite("View controllers built in code are scenes")
struct CodeBuiltScenesTests {
    @Test("tree --scenes lists the controller made in code, opened by the push its action makes")
    func scenes() throws {
        let output = try CommandRunner.run(["tree", CodeBuiltViewsTests.app, "--scenes"])
        #expect(output.stdout.contains("New note (ComposeViewController, id code:ComposeViewController)  ComposeViewController.swift:4  opens as ⟨scene \"Profile\"⟩ › ⟨push segue⟩"), "\(output.stdout)")
    }

    @Test("--scene ComposeViewController opens it pushed: its back button, its title, the views its viewDidLoad builds")
    func opens() throws {
        let output = try CommandRunner.run(["tree", CodeBuiltViewsTests.app, "--scene", "ComposeViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        for line in ["1. Profile, back button", "2. New note, heading", "3. Your note", "4. Note, text field", "5. Send, button", "6. Close draft, button"] {
            #expect(output.stdout.contains(line), "\(line) in \(output.stdout)")
        }
    }

    @Test("The audit audits every scene: the storyboard's and the three made in code")
    func audit() throws {
        let output = try CommandRunner.run(["audit", CodeBuiltViewsTests.app])
        #expect(output.stdout.contains("of 4 scenes audited"), "\(output.stdout)")
        #expect(output.stdout.contains("4 of 4 scenes audited"), "\(output.stdout)")
    }
}

/// Issue 29 item 3: the scene delegate's `window.rootViewController` is the app's first screen.
@Suite("The app's first screen, set in code")
struct CodeFirstScreenTests {
    @Test("tree starts on the welcome screen the scene delegate makes, in its navigation controller")
    func firstScreen() throws {
        let output = try CommandRunner.run(["tree", CodeBuiltViewsTests.app])
        #expect(output.stdout.hasPrefix("screen: Welcome\n"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Settings, button"), "\(output.stdout)")
        let scenes = try CommandRunner.run(["tree", CodeBuiltViewsTests.app, "--scenes"])
        #expect(scenes.stdout.contains("Welcome (WelcomeViewController, id code:WelcomeViewController)  SceneDelegate.swift:17  initial screen"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("Profile (ProfileViewController, id pr1)  Main.storyboard:16  opens as ⟨scene \"Profile\"⟩"), "\(scenes.stdout)")
    }

    @Test("A table view controller made in code and presented: its header view built in code is read")
    func presentedTable() throws {
        let output = try CommandRunner.run(["tree", CodeBuiltViewsTests.app, "--scene", "SettingsViewController"])
        #expect(output.stdout.contains("screen: Welcome › (pageSheet) Settings"), "\(output.stdout)")
        #expect(output.stdout.contains("Account"), "\(output.stdout)")
    }
}
