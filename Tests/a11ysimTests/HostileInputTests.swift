import Foundation
import Testing

/// Inputs a hostile or careless user gives (issue #26): no crash, hang or lost file, and a message
/// that says what is wrong and where. Every fixture is generated here.
@Suite("Hostile inputs get a message, never a crash or a hang")
struct HostileInputTests {
    /// A fresh folder holding `settings.storyboard` and `V.swift` with `body` in `viewDidLoad`.
    static func app(swift body: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("examples/storyboards/settings.storyboard"),
                                         to: folder.appendingPathComponent("settings.storyboard"))
        let text = "import UIKit\nclass V: UIViewController {\n    override func viewDidLoad() {\n        \(body)\n    }\n}\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("V.swift"))
        return folder
    }

    @Test("A Swift file nested 10,000 deep is a warning at its line, in one process and with --jobs 2; the audit goes on",
          arguments: [["--jobs", "1"], ["--jobs", "2"]])
    func deepSwift(jobs: [String]) throws {
        let folder = try Self.app(swift: "label.accessibilityLabel = " + String(repeating: "[", count: 10_000) + "1"
                                  + String(repeating: "]", count: 10_000) + "\nlet a = self" + String(repeating: ".a", count: 50_000))
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CommandRunner.run(["audit", folder.path, "examples/recipes.yaml"] + jobs)
        #expect(output.status == 1 || output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("warning: \(folder.path)/V.swift:4:48: this Swift file nests square brackets more than 12 deep here; its code is left out"),
                "\(output.stdout)")
        #expect(output.stdout.contains("recipes.yaml"))
        #expect(!output.stderr.contains("crashed"))
    }
}
