import Foundation
import Testing

/// Issue 28: the app's Swift is run, not matched. The fixture (Fixtures/InterpretedCodeApp) labels
/// its three image buttons only in code the old reader never read: an outlet's didSet, a property
/// observer set in viewDidLoad, a helper, a branch on data; and adds a target-action in code.
@Suite("The app's Swift, run by the interpreter")
struct InterpretedCodeTests {
    static let app = "Tests/a11ysimTests/Fixtures/InterpretedCodeApp"

    @Test("VoiceOver reads the labels the code sets: the observer's Pause, the helper's Download ⟨episode.title⟩, the branch's Shared")
    func labels() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Pause, button"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Download ⟨episode.title⟩, button"), "\(output.stdout)")
        #expect(output.stdout.contains("3. Shared, button"), "\(output.stdout)")
    }

    @Test("The audit finds no unlabelled button with the code, and three without it")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(!with.stdout.contains("image-name-label"), "\(with.stdout)")
        #expect(!with.stdout.contains("missing-label"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.components(separatedBy: "image-name-label").count - 1 == 3, "\(without.stdout)")
    }

    @Test("--explain-code names the route to each statement, data known only at run time and paths")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("code: applied PlayerViewController.swift:7: PlayerViewController.playButton.didSet sets accessibilityLabel of playButton"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied PlayerViewController.swift:14: PlayerViewController.viewDidLoad → isPlaying.didSet sets accessibilityLabel of playButton"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied PlayerViewController.swift:24: PlayerViewController.viewDidLoad → configure() sets accessibilityLabel of downloadButton (with data known only when the app runs)"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied PlayerViewController.swift:26: PlayerViewController.viewDidLoad → configure() sets accessibilityLabel of shareButton (on some paths)"), "\(output.stderr)")
        #expect(output.stderr.contains("code: 1 classes read, 0 named but not found; 6 statements applied, 0 not applicable, 0 left alone, 2 understood with nothing to act on"), "\(output.stderr)")
    }

    @Test("A method registered with addTarget runs when the control is activated: its announcement is heard")
    func addTarget() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Shared"; activate"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(#"(PlayerViewController.shareTapped — announces "Link copied", PlayerViewController.swift:37)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Link copied)"), "\(output.stdout)")
    }

    @Test("A prototype cell's awakeFromNib labels its outlet: the cell's button is read as Download, and the audit passes it")
    func cellAwakeFromNib() throws {
        let app = "Tests/a11ysimTests/Fixtures/CellCodeApp"
        let tree = try CommandRunner.run(["tree", app])
        #expect(tree.stdout.contains("1. Download, button"), "\(tree.stdout)")
        let with = try CommandRunner.run(["audit", app])
        #expect(!with.stdout.contains("image-name-label"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", app, "--no-code"])
        #expect(without.stdout.contains("image-name-label"), "\(without.stdout)")
    }

    @Test("accessibilityUserInputLabels set in code are the names Voice Control answers to; a label from code without the shown text is label-in-name at its Swift line")
    func userInputLabels() throws {
        let app = "Tests/a11ysimTests/Fixtures/VoiceNamesApp"
        let tree = try CommandRunner.run(["tree", "--voice-control", app])
        #expect(tree.stdout.contains("1. Send (also: Submit)  — Submit message, button"), "\(tree.stdout)")
        let audit = try CommandRunner.run(["audit", app])
        #expect(audit.stdout.components(separatedBy: "error[label-in-name]").count - 1 == 1, "\(audit.stdout)")
        #expect(audit.stdout.contains("shows \"Edit\" but Voice Control knows it only by its label \"Change draft\""), "\(audit.stdout)")
        #expect(audit.stdout.contains("at \(app)/ComposeViewController.swift:13:9"), "\(audit.stdout)")
        let say = try CommandRunner.run(["run", app, "--speech", "off", "-c", #"say "Tap Send""#])
        #expect(say.stdout.contains("tapped Submit message, button"), "\(say.stdout)")
    }
}
