import Foundation
import Testing

/// Issue 21: a folder's Swift code, read beside its storyboards. The fixture app
/// (Fixtures/CodeApp) has one Swift file per pattern; each test shows what a VoiceOver user meets.
@Suite("The app's Swift code")
struct CodeReadingTests {
    static let app = "Tests/a11ysimTests/Fixtures/CodeApp"

    static func run(_ script: String, _ options: [String] = []) throws -> CommandRunner.Output {
        try CommandRunner.run(["run", app, "--speech", "off", "-c", script] + options)
    }

    /// The bundled example README shows: examples/apps/Garden. Pinned here (and in its golden transcript,
    /// Golden/garden.txt) so that a change in what the code reader understands of it shows.
    @Test("examples/apps/Garden: every statement of its code is understood and applied")
    func gardenExample() throws {
        let output = try CommandRunner.run(["tree", "examples/apps/Garden", "--explain-code"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("3. Water all plants, button"), "\(output.stdout)")
        #expect(output.stderr.contains("code: applied PlantsViewController.addPlantTapped — performs segue \"addPlant\", PlantsViewController.swift:16"))
        #expect(output.stderr.contains("code: applied AddPlantViewController.accessibilityPerformEscape — goes back, AddPlantViewController.swift:16"))
        #expect(output.stderr.hasSuffix("code: 2 classes read, 0 named but not found; 10 statements applied, 0 not applicable, 0 left alone, 3 understood with nothing to act on\n"),
                "\(output.stderr)")
    }

    @Test("Labels, texts, traits and the navigation title set in viewDidLoad are spoken, strings resolved through Localizable.strings and a UserText constant")
    func phrases() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Log in, heading"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Sign in, heading"), "\(output.stdout)")
        #expect(output.stdout.contains("3. Continue, button"), "\(output.stdout)")
    }

    @Test("An IBAction that performs a segue: activating the button performs it, and the transcript names the Swift line")
    func performSegue() throws {
        let output = try Self.run(#"focus "Continue"; activate; expect-screen Permissions"#)
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains(#"(LoginViewController.continueTapped — performs segue "showPermissions", LoginViewController.swift:19)"#), "\(output.stdout)")
    }

    @Test("instantiateViewController(withIdentifier:) then present; dismiss from the presented scene's IBAction")
    func presentAndDismiss() throws {
        let output = try Self.run(#"focus "Help button"; activate; expect "Close, button"; activate; expect "Help button, button""#)
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains("(present HelpViewController)"), "\(output.stdout)")
        #expect(output.stdout.contains("(HelpViewController.closeTapped — dismisses, HelpViewController.swift:4)"), "\(output.stdout)")
    }

    @Test("SwiftGen's perform(segue:) resolves through the generated enum, in an extension's IBAction")
    func swiftGenSegue() throws {
        let output = try Self.run(#"focus "Skip"; activate; expect-screen Done"#)
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains(#"performs segue "ShowDone", LoginViewController+Skip.swift:5"#), "\(output.stdout)")
    }

    @Test("tableView(_:didSelectRowAt:) performing a segue: selecting the row opens it")
    func rowSelection() throws {
        let output = try Self.run(#"focus "Skip"; activate; focus "Receipt"; activate; expect-screen "Receipt detail""#)
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains("DoneViewController.tableView(_:didSelectRowAt:) — performs segue \"showDetail\""), "\(output.stdout)")
    }

    @Test("accessibilityPerformEscape() that pops: escape is handled by the controller; magic tap posts its announcement")
    func escapeAndMagicTap() throws {
        let output = try Self.run(#"focus "Continue"; activate; focus "Allow notifications"; magic-tap; escape; expect-screen "Log in""#)
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains(#"(magic tap handled by PermissionsViewController.accessibilityPerformMagicTap — announces "Notifications allowed", PermissionsViewController.swift:9)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Notifications allowed)"), "\(output.stdout)")
        #expect(output.stdout.contains("(escape handled by PermissionsViewController.accessibilityPerformEscape — goes back, PermissionsViewController.swift:4)"), "\(output.stdout)")
    }

    @Test("An override that handles escape or magic tap is named in the transcript with what it does and its Swift line, in JSON too")
    func overrideLines() throws {
        let app = "Tests/a11ysimTests/Fixtures/OverrideCodeApp"
        let script = #"focus "Settings"; activate; expect "Sync over cellular"; magic-tap; escape; expect "Settings, button""#
        let output = try CommandRunner.run(["run", app, "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        #expect(output.stdout.contains(#"(magic tap handled by SettingsViewController.accessibilityPerformMagicTap — announces "Settings saved", SettingsViewController.swift:10)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(escape handled by SettingsViewController.accessibilityPerformEscape — dismisses, SettingsViewController.swift:5)"), "\(output.stdout)")
        let json = try CommandRunner.run(["run", app, "--speech", "off", "--format", "json", "-c", script])
        let escape = json.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }.first { $0["type"] as? String == "handler" && $0["gesture"] as? String == "escape" }
        #expect(escape?["description"] as? String == "SettingsViewController.accessibilityPerformEscape — dismisses, SettingsViewController.swift:5", "\(json.stdout)")
    }

    @Test("A Swift file that does not parse is a warning with its file and line; the run goes on")
    func badSwiftFile() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0)
        #expect(output.stderr.contains("Broken/Broken.swift:4:23: this Swift file does not parse here; its code is left out"), "\(output.stderr)")
    }

    @Test("--no-code reads the storyboard alone: the image button is unlabelled again")
    func noCode() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--no-code"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("arrow.right, button"), "\(output.stdout)")
        #expect(!output.stdout.contains("Continue"), "\(output.stdout)")
        #expect(!output.stderr.contains("Broken.swift"), "\(output.stderr)")
    }

    @Test("--explain-code lists what was applied and what was left alone, with Swift lines")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("code: applied LoginViewController.swift:14: LoginViewController.viewDidLoad sets accessibilityLabel of continueButton"), "\(output.stderr)")
        #expect(output.stderr.contains(#"code: left alone LoginViewController.swift:16: LoginViewController.viewDidLoad: left alone: analytics.track("login")"#), "\(output.stderr)")
        #expect(output.stderr.contains("code: 4 classes read, 0 named but not found"), "\(output.stderr)")
    }

    @Test("With --jobs 2 the workers audit with the code the coordinator read: the report is --jobs 1's, byte for byte")
    func workersGetTheCode() throws {
        // Two inputs, so that workers audit them; the folder's code is read once and sent to each.
        let arguments = ["audit", Self.app, "examples/nav.yaml", "--format", "json", "--explain-code"]
        let serial = try CommandRunner.run(arguments + ["--jobs", "1"], timeout: 300)
        let parallel = try CommandRunner.run(arguments + ["--jobs", "2"], timeout: 300)
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stdout.contains("LoginViewController.swift"), "a finding at the Swift line that set the label")
        #expect(parallel.stdout.contains("Broken/Broken.swift:4:23"), "the warning for the file that does not parse")
    }

    @Test("A finding about a label set in code points at the Swift line, in SARIF too")
    func findingAtSwiftLine() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--format", "sarif"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let repeats = try #require(results.first { $0["ruleId"] as? String == "label-repeats-trait" })
        let location = ((repeats["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
        #expect(uri?.hasSuffix("LoginViewController.swift") == true, "\(String(describing: location))")
        #expect(line == 15)
    }
}
