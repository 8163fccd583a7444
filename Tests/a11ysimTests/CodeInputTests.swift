import Foundation
import Testing

/// Issue 29: an app with no storyboard but its launch screen (Fixtures/CodeOnlyApp: an `@main` app
/// delegate, a scene delegate that makes the welcome screen the window's root in a navigation
/// controller, a sign-in screen the welcome screen pushes, and `Resources/LaunchScreen.storyboard`) is
/// audited through an input made of its code alone, its app delegate's Swift file; the launch screen
/// stays an input of its own (docs/code.md, "An app without a storyboard").
@Suite("An app's code as an input")
struct CodeInputTests {
    static let app = "Tests/a11ysimTests/Fixtures/CodeOnlyApp"
    static let delegate = app + "/App/AppDelegate.swift"
    static let launch = app + "/Resources/LaunchScreen.storyboard"

    @Test("audit: the app's code is an input named by its app delegate's file, starting at the delegate's root; the launch screen is its own")
    func auditText() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.status == 1, "\(output.stderr)")
        let text = output.stdout
        #expect(text.contains("\(Self.delegate): 2 screens explored, 2 of 2 scenes audited, 1 finding\n"), "\(text)")
        #expect(text.contains("""
              Sign in
                error[image-name-label] "qr, button" (element 4)
            """), "\(text)")
        #expect(text.contains("      at \(Self.app)/App/Screens/SignInViewController.swift:12:9\n      reached by: Welcome › activate \"Get started\"\n"), "\(text)")
        #expect(text.contains("\(Self.launch): 1 screen explored, 1 of 1 scene audited, 1 finding\n"), "the launch screen alone: \(text)")
        #expect(text.contains("in 2 files — audit failed") && text.hasSuffix("audited 3 of 3 screens\n"), "\(text)")
    }

    @Test("audit on the file the report names, with --code, audits that input again; a file that stands for no app, or --no-code, is refused")
    func auditTheNamedFile() throws {
        let again = try CommandRunner.run(["audit", Self.delegate, "--code", Self.app])
        #expect(again.status == 1, "\(again.stderr)")
        #expect(again.stdout.contains("\(Self.delegate): 2 screens explored, 2 of 2 scenes audited, 1 finding\n"), "\(again.stdout)")
        #expect(again.stdout.contains("error[image-name-label] \"qr, button\""), "\(again.stdout)")
        let other = try CommandRunner.run(["audit", Self.app + "/App/Screens/WelcomeViewController.swift", "--code", Self.app])
        #expect(other.status == 2)
        #expect(other.stderr.contains("this Swift file does not stand for an app's code"), "\(other.stderr)")
        let noCode = try CommandRunner.run(["audit", Self.delegate, "--no-code"])
        #expect(noCode.status == 2)
        #expect(noCode.stderr.contains("not a storyboard, xib or scene file (.storyboard, .xib, .yaml, .yml, .json), and with --no-code a Swift file is no input"), "\(noCode.stderr)")
    }

    @Test("JSON, JUnit, SARIF and HTML name the input by the app delegate's file")
    func formats() throws {
        let json = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
        let files = report["files"] as? [[String: Any]] ?? []
        #expect(files.map { $0["path"] as? String } == [Self.delegate, Self.launch])
        #expect(files.first?["name"] as? String == "AppDelegate.swift")
        let classes = ((files.first?["coverage"] as? [String: Any])?["files"] as? [[String: Any]] ?? []).flatMap { $0["classes"] as? [String] ?? [] }
        #expect(classes == ["SignInViewController", "WelcomeViewController"], "\(classes)")
        let declared = report["declaredControllers"] as? [[String: Any]] ?? []
        #expect(declared.allSatisfy { $0["status"] as? String == "scene" }, "\(declared)")

        let junit = try CommandRunner.run(["audit", Self.app, "--format", "junit"]).stdout
        #expect(junit.contains("<testsuite name=\"\(Self.delegate)\" "), "\(junit)")
        #expect(junit.contains("<testcase classname=\"AppDelegate.swift.image-name-label\" name=\"image-name-label · Welcome › activate &quot;Get started&quot; · &quot;qr, button&quot; (element 4)\">"), "\(junit)")

        let sarif = try CommandRunner.run(["audit", Self.app, "--format", "sarif"]).stdout
        #expect(sarif.contains("\"uri\": \"\(Self.app)/App/Screens/SignInViewController.swift\""), "the finding at its Swift line")

        let html = try CommandRunner.run(["audit", Self.app, "--format", "html"]).stdout
        #expect(html.contains("<h2>\(Self.delegate)</h2>"))
        #expect(html.contains("<h2>\(Self.launch)</h2>"))
    }

    @Test("Workers (--jobs) and shards audit the app's code as the single process does")
    func workersAndShards() throws {
        let whole = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        let jobs = try CommandRunner.run(["audit", Self.app, "--format", "json", "--jobs", "2"])
        #expect(jobs.stdout == whole.stdout, "\(jobs.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try (1...2).map { index in
            let path = folder.appendingPathComponent("shard\(index).json").path
            _ = try CommandRunner.run(["audit", Self.app, "--format", "json", "--shard", "\(index)/2", "--output", path])
            return path
        }
        let merged = try CommandRunner.run(["merge"] + shards + ["--format", "json"])
        #expect(merged.stdout == whole.stdout, "\(merged.stderr)")
    }

    @Test("tree --scenes, tree, run and session on the folder start at the first screen the scene delegate sets")
    func firstScreen() throws {
        let scenes = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(scenes.stdout == """
            Sign in (SignInViewController, id code:SignInViewController)  SignInViewController.swift:4  opens as Welcome › ⟨push segue⟩
            Welcome (WelcomeViewController, id code:WelcomeViewController)  WelcomeViewController.swift:4  initial screen

            """, "\(scenes.stdout)\(scenes.stderr)")
        let run = try CommandRunner.run(["run", Self.app, "-c", "expect-screen Welcome; next; activate; expect-screen \"Sign in\""])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("(push SignInViewController)"), "\(run.stdout)")
        let session = try CommandRunner.run(["session", Self.app, "--speech", "off"], input: "expect-screen Welcome\nnext\n")
        #expect(session.status == 0, "\(session.stdout)\(session.stderr)")
        #expect(session.stdout.contains("Get started, button"), "\(session.stdout)")
        // The file itself, with the folder's code, is the same input.
        let file = try CommandRunner.run(["tree", Self.delegate, "--code", Self.app, "--scenes"])
        #expect(file.stdout == scenes.stdout)
    }

    @Test("A Swift file without code, or one that does not stand for an app, is refused saying what to give; --no-code leaves the code out")
    func refused() throws {
        let alone = try CommandRunner.run(["tree", Self.delegate])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("AppDelegate.swift:1:1: error: a Swift file is read as its app's code: give the app's folder, or this file with --code FOLDER"), "\(alone.stderr)")
        let other = try CommandRunner.run(["tree", Self.app + "/App/Screens/WelcomeViewController.swift", "--code", Self.app])
        #expect(other.status == 2)
        #expect(other.stderr.contains("this Swift file does not stand for an app's code: only the app or scene delegate of an app with no storyboard but its launch screen does (in the code of "), "\(other.stderr)")
        #expect(other.stderr.hasSuffix(": App/AppDelegate.swift)\n"), "\(other.stderr)")
        let noCode = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(noCode.stdout.hasSuffix("in 1 file — audit passed\naudited 1 of 1 scene\n"), "the launch screen alone: \(noCode.stdout)")
    }

    @Test("An app with no storyboard at all, whose delegate sets no root: the first controller declared opens first, saying so")
    func noRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
            .write(to: folder.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit

            class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "No notes"
                    view.addSubview(label)
                }
            }

            """.write(to: folder.appendingPathComponent("Notes.swift"), atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["audit", folder.path])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("\(folder.path)/AppDelegate.swift: 1 screen explored, 1 of 1 scene audited, 0 findings"), "\(output.stdout)")
        #expect(output.stdout.contains("  warning: \(folder.path)/Notes.swift:3:7: no app or scene delegate sets the window's rootViewController in a way a11ysim follows; the first screen is NotesViewController, the first view controller declared"), "\(output.stdout)")
        #expect(output.stdout.hasSuffix("in 1 file — audit passed\naudited 1 of 1 screen\n"), "\(output.stdout)")
    }
}
