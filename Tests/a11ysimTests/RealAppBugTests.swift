import Foundation
import Testing

/// Issue 28, item 6: bugs met on real apps, each on a fixture of our own (Fixtures/RealAppBugsApp: a
/// storyboard in `Base.lproj`, a xib whose owner's code labels its button, a slider subclass whose
/// range the code sets later and whose increment and decrement it overrides, a UISwitch subclass,
/// a "-" text, a container that reads as the button inside it).
@Suite("Bugs found on real apps")
struct RealAppBugTests {
    static let app = "Tests/a11ysimTests/Fixtures/RealAppBugsApp"

    @Test("tree on a folder whose storyboard is in Base.lproj finds it, as audit does, and reads the folder's code")
    func baseLproj() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Ready"), "the status label's text from viewDidLoad: \(output.stdout)")
        let run = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", "next"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Ready"), "\(run.stdout)")
    }

    @Test("A folder whose subfolders hold several inputs and no Main storyboard: the command lists them and says how to pick one")
    func severalInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = try String(contentsOfFile: Self.app + "/Base.lproj/Main.storyboard", encoding: .utf8)
        for name in ["One", "Two"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(board.utf8).write(to: folder.appendingPathComponent("\(name)/\(name).storyboard"))
        }
        let output = try CommandRunner.run(["tree", folder.path])
        #expect(output.status == 2, "\(output.stdout)")
        #expect(output.stderr.contains("holds no storyboard of its own but 2 inputs the audit reads one by one (\(folder.path)/One/One.storyboard, \(folder.path)/Two/Two.storyboard); give one of them with --code \(folder.path)"),
                "\(output.stderr)")
    }

    @Test("A slider whose minimum equals its maximum loads, its value moved into the range as UIKit does")
    func sliderRange() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Volume, 0%, adjustable"), "\(output.stdout)")
    }

    @Test("A xib given on its own is read with the code of the folder --code names, as the audit of that folder reads it")
    func singleXibWithCode() throws {
        let xib = Self.app + "/Views/Badge.xib"
        let with = try CommandRunner.run(["tree", xib, "--code", Self.app])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.contains("Share badge, button"), "\(with.stdout)")
        let without = try CommandRunner.run(["tree", xib])
        #expect(!without.stdout.contains("Share badge"), "a file alone is read without code: \(without.stdout)")
        let audit = try CommandRunner.run(["audit", xib, "--code", Self.app])
        #expect(!audit.stdout.contains("image-name-label"), "\(audit.stdout)")
        let overwrite = try CommandRunner.run(["audit", xib, "--code", Self.app, "--output", Self.app + "/SettingsViewController.swift"])
        #expect(overwrite.status == 2, "the code read is never replaced by a report: \(overwrite.stdout)")
        #expect(try String(contentsOfFile: Self.app + "/SettingsViewController.swift", encoding: .utf8).contains("final class SettingsViewController"))
        let bad = try CommandRunner.run(["tree", xib, "--code", xib])
        #expect(bad.status != 0 && bad.stderr.contains("--code takes a folder"), "\(bad.stderr)")
    }

    @Test("adjustable-no-change does not fire when the app overrides accessibilityIncrement/Decrement; it does without the code")
    func adjustableOverride() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(!with.stdout.contains("adjustable-no-change"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.contains("error[adjustable-no-change] \"Volume, 0%, adjustable\""), "\(without.stdout)")
        let run = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Volume"; increment"#])
        #expect(run.stdout.contains("(increment handled by VolumeSlider.accessibilityIncrement — runs code a11ysim does not simulate, VolumeSlider.swift:7)"),
                "\(run.stdout)")
    }

    @Test("A container with the same label, traits and frame as the button inside it is not a nested-element error")
    func nestedSameAsContainer() throws {
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(!audit.stdout.contains("nested-element"), "\(audit.stdout)")
    }

    @Test("A UISwitch subclass keeps UIKit's extended touch area: no small-touch-target")
    func switchSubclass() throws {
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(!audit.stdout.contains("small-touch-target] \"Dark mode"), "\(audit.stdout)")
    }

    @Test("label-quality leaves a text of \"-\" alone: it stands for a value not there yet")
    func dashLabel() throws {
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(!audit.stdout.contains("label-quality"), "\(audit.stdout)")
    }

    @Test("An input that cannot be read is named in the coverage line, not counted as all scenes audited")
    func failedInputCoverage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-failed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try String(contentsOfFile: Self.app + "/Base.lproj/Main.storyboard", encoding: .utf8)
        try Data(good.utf8).write(to: folder.appendingPathComponent("Good.storyboard"))
        try Data("<document".utf8).write(to: folder.appendingPathComponent("Broken.storyboard"))
        let audit = try CommandRunner.run(["audit", folder.path, "--no-code"])
        #expect(audit.status == 2, "\(audit.stdout)")
        #expect(audit.stdout.contains("audited 1 of 1 scene; 1 input not read, its scenes not counted: \(folder.path)/Broken.storyboard"), "\(audit.stdout)")
        let html = try CommandRunner.run(["audit", folder.path, "--no-code", "--format", "html"])
        #expect(html.stdout.contains("1 input not read, its scenes not counted"), "\(html.stdout.prefix(2000))")
    }
}
