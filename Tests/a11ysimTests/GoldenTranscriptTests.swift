import Foundation
import Testing

/// Scripts over every example, compared with reviewed golden transcripts in both formats.
///
/// Each script in Scripts/ names its scene on its first line (`# scene: examples/nav.yaml`). To
/// re-record after a reviewed change in behaviour: `A11YSIM_RECORD=1 swift test --filter Golden`,
/// then review the diff of Tests/a11ysimTests/Golden/.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let scriptsFolder = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ysimTests/Scripts")
    static let goldenFolder = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ysimTests/Golden")
    static let recording = ProcessInfo.processInfo.environment["A11YSIM_RECORD"] == "1"

    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scriptsFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test("Every example has a walk script")
    func everyExampleHasAScript() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        for example in examples {
            #expect(Self.scripts.contains(example), "examples/\(example).yaml has no Tests/a11ysimTests/Scripts/\(example).txt")
        }
    }

    @Test("The transcript matches the reviewed golden file", arguments: scripts)
    func transcript(name: String) throws {
        let script = Self.scriptsFolder.appendingPathComponent("\(name).txt")
        let text = try String(contentsOf: script, encoding: .utf8)
        let firstLine = text.split(separator: "\n").first ?? ""
        let scene = try #require(firstLine.hasPrefix("# scene: ") ? String(firstLine.dropFirst(9)) : nil,
                                 "\(name).txt must start with '# scene: PATH'")
        for (format, suffix) in [("text", "txt"), ("json", "jsonl")] {
            let output = try CommandRunner.run(["run", scene, "--script", "Tests/a11ysimTests/Scripts/\(name).txt", "--format", format])
            #expect(output.status == 0, "\(name) (\(format)) exited \(output.status): \(output.stderr)")
            let golden = Self.goldenFolder.appendingPathComponent("\(name).\(suffix)")
            if Self.recording {
                try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            #expect(output.stdout == expected, "\(name).\(suffix) differs from the golden file:\n\(firstDifference(expected, output.stdout))")
        }
    }

    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "(end)"
            let right = index < b.count ? String(b[index]) : "(end)"
            if left != right { return "line \(index + 1):\n  golden: \(left)\n  actual: \(right)" }
        }
        return "(identical lines)"
    }
}
