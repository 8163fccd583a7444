import Foundation
import Testing

/// The audit counts the view controllers an app declares in Swift next to its scenes, names each one
/// it did not audit with its line and why, and does not count a screen with no elements as audited
/// clean (docs/audit.md, "Coverage of code and empty screens").
@Suite("Coverage of view controllers declared in code, and empty screens")
struct CodeCoverageTests {
    /// A storyboard naming HomeViewController; Swift declaring two more screens, a SwiftUI host and a container.
    static let codeScreens = "Tests/a11ysimTests/Fixtures/CodeScreensApp"
    /// A storyboard whose one controller's view is empty: its content is drawn in code.
    static let emptyScreen = "Tests/a11ysimTests/Fixtures/EmptyScreenApp"

    @Test("Controllers declared in code are screens: audited with elements, with none (a warning at their line), or not reached (SwiftUI) with file:line; the audit passes only on what it saw")
    func codeDeclaredControllers() throws {
        let output = try CommandRunner.run(["audit", Self.codeScreens])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let screens = "\(Self.codeScreens)/Screens.swift"
        #expect(lines.last == "audited 3 of 4 screens, 1 of them with no elements (1 hosting SwiftUI, not modelled: SettingsHost at \(screens):16:13)")
        #expect(lines.dropLast().last == "0 errors, 1 warning, 0 notes in 1 file — audit passed on what it saw: 2 of 4 screens audited with elements")
        #expect(lines.contains("  \(screens): 2 of 2 scenes audited"), "Compose and the inbox, built in code, are scenes")
        #expect(lines.contains("      at \(screens):14:13"), "the inbox's empty screen is a warning at its line")
        #expect(lines.contains("view controllers declared in code that no scene names: 0 of 1 audited"))
        #expect(lines.contains("  not reached: SettingsHost at \(screens):16:13: hosts SwiftUI, which a11ysim does not model"))
        #expect(!output.stdout.contains("MainTabs"), "a tab bar controller is a container, not a screen")
        #expect(!output.stdout.contains("HomeViewController at"), "the storyboard names HomeViewController: it is a scene")
    }

    @Test("A screen with no elements is a warning naming its controller, is counted as such, and an audit that saw nothing else fails")
    func emptyScreen() throws {
        let output = try CommandRunner.run(["audit", Self.emptyScreen])
        #expect(output.status == 1)
        #expect(output.stderr == "audit failed: its one screen was not audited with elements\n")
        #expect(output.stdout.contains("""
                warning[no-accessibility-elements]
                  CanvasViewController has no accessibility elements: its content may be built in a way not modelled (views made in code, SwiftUI, web or drawn content), so nothing of it was audited. Check it with VoiceOver on a device.
                  at \(Self.emptyScreen)/Main.storyboard:6:13
            """))
        #expect(output.stdout.contains("  no elements: CanvasViewController (id cv1) at \(Self.emptyScreen)/Main.storyboard:6:13: no accessibility elements"))
        #expect(output.stdout.hasSuffix("""
            0 errors, 1 warning, 0 notes in 1 file — audit failed: its one screen was not audited with elements
            audited 1 of 1 screen, 1 of them with no elements

            """))
    }

    @Test("minCoverage in the configuration fails a run that audited too few screens with elements, saying the share")
    func minimumCoverage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-min-coverage-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"minCoverage": 75}"#.utf8).write(to: folder)
        let output = try CommandRunner.run(["audit", Self.codeScreens, "--config", folder.path])
        #expect(output.status == 1)
        #expect(output.stderr == "audit failed: 2 of 4 screens audited with elements (50%), below minCoverage 75%\n")
        try Data(#"{"minCoverage": 50}"#.utf8).write(to: folder)
        #expect(try CommandRunner.run(["audit", Self.codeScreens, "--config", folder.path]).status == 0)
        try Data(#"{"minCoverage": 101}"#.utf8).write(to: folder)
        let refused = try CommandRunner.run(["audit", Self.codeScreens, "--config", folder.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("minCoverage must be a number of percent from 0 to 100"))
    }

    @Test("JSON, SARIF, JUnit, HTML, Xcode and GitHub formats carry the controllers not reached and the empty screens")
    func everyFormat() throws {
        let inputs = [Self.codeScreens, Self.emptyScreen]
        let host = "SettingsHost at \(Self.codeScreens)/Screens.swift:16:13"

        let json = try #require(try JSONSerialization.jsonObject(with: Data(CommandRunner.run(["audit"] + inputs + ["--format", "json"]).stdout.utf8))
                                as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["codeControllers"] as? Int == 1 && summary["codeControllersAudited"] as? Int == 0)
        #expect(summary["scenesWithoutElements"] as? Int == 2 && summary["screensAuditedWithElements"] as? Int == 2)
        let declared = try #require(json["declaredControllers"] as? [[String: Any]])
        #expect(declared.map { "\($0["className"] ?? "") \($0["status"] ?? "")" } == [
            "HomeViewController scene", "ComposeViewController scene", "InboxTableViewController scene",
            "SettingsHost not reached", "MainTabs not counted", "CanvasViewController scene",
        ])
        let files = try #require(json["files"] as? [[String: Any]])
        let empty = try #require(((files.last?["coverage"] as? [String: Any])?["files"] as? [[String: Any]])?.first?["withoutElements"] as? [[String: Any]])
        #expect(empty.first?["className"] as? String == "CanvasViewController")
        let shown = try #require((files.last?["screens"] as? [[String: Any]])?.first?["controllers"] as? [[String: Any]])
        #expect(shown.first?["className"] as? String == "CanvasViewController" && shown.first?["elements"] as? Int == 0)

        let sarif = try CommandRunner.run(["audit"] + inputs + ["--format", "sarif"]).stdout
        #expect(sarif.contains("\"codeControllersNotReached\": [") && sarif.contains("\"className\": \"SettingsHost\""))
        #expect(sarif.contains("\"ruleId\": \"no-accessibility-elements\""))

        let junit = try CommandRunner.run(["audit"] + inputs + ["--format", "junit"]).stdout
        #expect(junit.contains("<testcase classname=\"code.controllers\" name=\"\(host)\">"))

        let html = try CommandRunner.run(["audit"] + inputs + ["--format", "html"]).stdout
        #expect(html.contains("Not reached: \(host) — hosts SwiftUI"))
        #expect(html.contains("No elements: InboxTableViewController (id code:InboxTableViewController)"))
        #expect(html.contains("No elements: CanvasViewController (id cv1)"))

        let xcode = try CommandRunner.run(["audit"] + inputs + ["--format", "xcode"]).stdout
        #expect(xcode.contains("\(Self.codeScreens)/Screens.swift:16:13: warning: view controller SettingsHost not audited: hosts SwiftUI"))
        #expect(xcode.contains("warning: audited 4 of 5 screens, 2 of them with no elements (1 hosting SwiftUI, not modelled"))

        let github = try CommandRunner.run(["audit"] + inputs + ["--format", "github"]).stdout
        #expect(github.contains("not audited: view controller \(host): hosts SwiftUI"))
        #expect(github.contains("::warning title=a11ysim%3A scenes not audited::audited 4 of 5 screens, 2 of them with no elements"))
    }

    @Test("Two shards of the fixtures merge into the audit's report in every format: the controllers each shard did not see stay listed once")
    func shards() throws {
        let folder = try ShardMergeTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [Self.codeScreens, Self.emptyScreen, "examples/apps/Garden"]
        try ShardMergeTests.expectSameAsOneAudit(arguments, shards: try ShardMergeTests.shards(arguments, count: 2, in: folder))
    }
}
