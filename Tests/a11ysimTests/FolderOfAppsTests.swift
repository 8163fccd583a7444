import Foundation
import Testing

/// Issue 29: a folder holding several apps side by side (Fixtures/FolderOfApps: Chat, with a storyboard,
/// and Messenger, with only its launch screen, read as its app's code). Each app's names resolve within it: Chat's
/// `ThreadViewController` inherits a library's `MessageViewController`, not Messenger's class of that
/// name, and Messenger's controllers made in code are never scenes of Chat's storyboard
/// (docs/code.md, "One app of a folder of apps").
@Suite("One app of a folder of apps")
struct FolderOfAppsTests {
    static let folder = "Tests/a11ysimTests/Fixtures/FolderOfApps"

    @Test("A superclass only another app declares is not taken: its viewDidLoad does not run in this app's screen")
    func otherAppsClassNotTaken() throws {
        let output = try CommandRunner.run(["tree", Self.folder + "/Chat/Resources/Main.storyboard", "--code", Self.folder])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Replies"), "\(output.stdout)")
        #expect(!output.stdout.contains("Messenger composer"), "\(output.stdout)")
    }

    @Test("Controllers made in code belong to their own app: never scenes of another app's storyboard; an app with only a launch screen has them in its code")
    func scenesStayInTheirApp() throws {
        let chat = try CommandRunner.run(["tree", Self.folder + "/Chat/Resources/Main.storyboard", "--code", Self.folder, "--scenes"])
        #expect(chat.stdout == "Thread (ThreadViewController, id ch1)  Main.storyboard:6  initial screen\n", "\(chat.stdout)")
        let messenger = try CommandRunner.run(["tree", Self.folder + "/Messenger/Sources/AppDelegate.swift", "--code", Self.folder, "--scenes"])
        #expect(messenger.stdout.contains("Messenger inbox (InboxViewController, id code:InboxViewController)  MessageViewController.swift:13  initial screen"), "\(messenger.stdout)")
        // Its own MessageViewController runs in it, as the app's superclass.
        let inbox = try CommandRunner.run(["tree", Self.folder + "/Messenger/Sources/AppDelegate.swift", "--code", Self.folder])
        #expect(inbox.stdout.contains("2. Messenger composer"), "\(inbox.stdout)")
    }

    @Test("The audit of the folder sees each app's screens once, each in its own app")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.folder, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
        let declared = report["declaredControllers"] as? [[String: Any]] ?? []
        let names = Set(declared.compactMap { $0["className"] as? String })
        // Chat's controller inherits a class its app does not declare: not one of the app's view controllers.
        #expect(names == ["MessageViewController", "InboxViewController"], "\(declared)")
        let inbox = declared.first { $0["className"] as? String == "InboxViewController" }
        #expect(inbox?["status"] as? String == "scene", "\(declared)")
        // Each input's scenes are its own app's: Chat's storyboard holds Thread alone, Messenger's code the
        // inbox; Messenger's launch screen is an input of its own, holding its launch scene only.
        var classes: [String: [String]] = [:]
        for file in report["files"] as? [[String: Any]] ?? [] {
            let path = file["path"] as? String ?? "?"
            for scenes in (file["coverage"] as? [String: Any])?["files"] as? [[String: Any]] ?? [] {
                classes[path, default: []] += scenes["classes"] as? [String] ?? []
            }
        }
        #expect(classes[Self.folder + "/Chat/Resources/Main.storyboard"] == ["ThreadViewController"], "\(classes)")
        #expect(classes[Self.folder + "/Messenger/Sources/AppDelegate.swift"] == ["InboxViewController"], "\(classes)")
        #expect(classes[Self.folder + "/Messenger/Resources/LaunchScreen.storyboard"] == ["UIViewController"], "\(classes)")
    }
}
