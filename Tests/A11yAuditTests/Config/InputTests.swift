import A11yAudit
import Foundation
import Testing

@Suite("Inputs and parallel audits")
struct InputTests {
    /// A temporary folder with `files` (relative path → contents); removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-inputs-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("Folders are searched in sorted order; linked storyboards are one app, others separate")
    func discovery() throws {
        let root = try Self.folder([
            "App/Main.storyboard": #"<viewControllerPlaceholder storyboardName="Settings"/>"#,
            "App/Settings.storyboard": "<document/>",
            "Samples/A.storyboard": "<document/>", "Samples/B.storyboard": "<document/>",
            "Samples/View.xib": "<document/>", "scene.yaml": "screen: x", "notes.txt": "ignored",
            ".hidden/C.storyboard": "<document/>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = try InputDiscovery.inputs(for: [root.path])
        let relative = inputs.map { ($0.path.replacingOccurrences(of: root.path + "/", with: ""), $0.isFolderApp) }
        #expect(relative.map(\.0) == ["scene.yaml", "App", "Samples/A.storyboard", "Samples/B.storyboard", "Samples/View.xib"])
        #expect(relative.map(\.1) == [false, true, false, false, false])
    }

    @Test("A missing path or an unknown kind of file is an input error")
    func badInputs() throws {
        #expect(throws: AuditInputError.self) { try InputDiscovery.inputs(for: ["/no/such/file.storyboard"]) }
        let root = try Self.folder(["notes.txt": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: AuditInputError.self) { try InputDiscovery.inputs(for: [root.appendingPathComponent("notes.txt").path]) }
    }

    @Test("Child processes' reports are merged in input order; a failed child is that input's error")
    func children() throws {
        let reports = (0..<5).map { SubjectReport(name: "s\($0)", path: "s\($0)") }
        var files: [String: String] = [:]
        for (index, report) in reports.enumerated() {
            files["r\(index).json"] = String(decoding: report.encoded(), as: UTF8.self)
        }
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = (0..<6).map { AuditInput(path: "s\($0)") }
        let folder = root.path
        let audit = ChildProcessAudit(executable: URL(fileURLWithPath: "/bin/sh"), jobs: 3) { input in
            let index = Int(input.path.dropFirst()) ?? 0
            // Later inputs finish first, so only merging by input order keeps the order.
            let pause = String(format: "0.%02d", (5 - index) * 4)
            return index == 5 ? ["-c", "echo 'it broke' >&2; exit 3"] : ["-c", "sleep \(pause); cat '\(folder)/r\(index).json'"]
        }
        let merged = audit.run(inputs)
        #expect(merged.map(\.path) == inputs.map(\.path))
        #expect(Array(merged.prefix(5)) == reports)
        #expect(merged[5].error == "it broke")
    }
}
