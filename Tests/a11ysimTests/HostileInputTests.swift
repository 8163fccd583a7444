import Foundation
import Testing

/// Inputs a hostile or careless user gives (issue #26): no crash, hang or lost file, and a message
/// that says what is wrong and where. Every fixture is generated here.
@Suite("Hostile inputs get a message, never a crash or a hang")
struct HostileInputTests {
    /// A fresh, empty folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh folder holding `settings.storyboard` and `V.swift` with `body` in `viewDidLoad`.
    static func app(swift body: String) throws -> URL {
        let folder = try temporaryFolder()
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

    @Test("A FIFO among a folder's storyboards and Swift files is skipped with a warning, not waited on forever")
    func fifoInFolder() throws {
        let folder = try Self.app(swift: "title = \"A\"")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pipe.storyboard", "P.swift"] { #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0) }
        let audit = try CommandRunner.run(["audit", folder.path], timeout: 60)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")
        #expect(audit.stderr.contains("warning: \(folder.path)/pipe.storyboard: skipped: this is a named pipe (FIFO), not a file"), "\(audit.stderr)")
        #expect(audit.stdout.contains("warning: \(folder.path)/P.swift:1:1: this is a named pipe (FIFO), not a Swift file; it is skipped"), "\(audit.stdout)")
        let tree = try CommandRunner.run(["tree", folder.path], timeout: 60)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stderr.contains("pipe.storyboard was skipped: expected a file, found a named pipe (FIFO)"), "\(tree.stderr)")
    }

    @Test("A Swift file that cannot be read is a warning in the audit and in --explain-code, not silence")
    func unreadableSwiftFile() throws {
        let folder = try Self.app(swift: "title = \"A\"")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A link to nothing is unreadable for every user; permissions are not, for root (FolderReadingTests covers them).
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
        let warning = "warning: \(folder.path)/Gone.swift:1:1: this is a link to a file that does not exist; its code is left out"
        let audit = try CommandRunner.run(["audit", folder.path], timeout: 60)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")
        #expect(audit.stdout.contains(warning), "\(audit.stdout)")
        let tree = try CommandRunner.run(["tree", folder.path, "--explain-code"], timeout: 60)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect((tree.stdout + tree.stderr).contains(warning), "\(tree.stdout)")
    }

    @Test("A Swift file or folder that cannot be read is a warning saying to check its permissions, in --explain-code and the audit")
    func unreadableByPermissions() throws {
        let folder = try Self.app(swift: "title = \"A\"")
        defer {
            chmod(folder.appendingPathComponent("Private").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try Data("class Locked {}\n".utf8).write(to: folder.appendingPathComponent("Locked.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Private"), withIntermediateDirectories: true)
        try Data("class Hidden {}\n".utf8).write(to: folder.appendingPathComponent("Private/Hidden.swift"))
        #expect(chmod(folder.appendingPathComponent("Locked.swift").path, 0) == 0)
        #expect(chmod(folder.appendingPathComponent("Private").path, 0) == 0)
        // Root reads any file: as root, a11ysim runs as the unprivileged user `nobody` (util-linux's
        // setpriv), so the permissions hold for it as they do for a CI user.
        func run(_ arguments: [String]) throws -> CommandRunner.Output {
            guard getuid() == 0 else { return try CommandRunner.run(arguments, timeout: 60) }
            return try CommandRunner.run(["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.executable.path] + arguments,
                                         executable: URL(fileURLWithPath: "/usr/bin/setpriv"), timeout: 60)
        }
        let warnings = [
            "warning: \(folder.path)/Locked.swift:1:1: this Swift file cannot be read; check its permissions; its code is left out",
            "warning: \(folder.path)/Private:1:1: this folder cannot be read; check its permissions; its Swift code is left out",
        ]
        let tree = try run(["tree", folder.path, "--explain-code"])
        #expect(tree.status == 0, "\(tree.stderr)")
        for warning in warnings { #expect((tree.stdout + tree.stderr).contains(warning), "\(tree.stderr)") }
        let audit = try run(["audit", folder.path])
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")
        for warning in warnings { #expect(audit.stdout.contains(warning), "\(audit.stdout)") }
    }

    @Test("A FIFO or a device named as the input is refused with what it is (exit 2)")
    func specialFileAsInput() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("x.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let zero = try CommandRunner.run(["audit", "/dev/zero"], timeout: 30)
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("error: /dev/zero: this is a character device, not a storyboard, xib or scene file"), "\(zero.stderr)")
        let audit = try CommandRunner.run(["audit", fifo], timeout: 30)
        #expect(audit.status == 2)
        #expect(audit.stderr.contains("error: \(fifo): this is a named pipe (FIFO), not a storyboard, xib or scene file"), "\(audit.stderr)")
        let run = try CommandRunner.run(["run", fifo, "-c", "next"], timeout: 30)
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(fifo):1:1: error: expected a file, found a named pipe (FIFO)"), "\(run.stderr)")
        #expect(!run.stderr.contains("permissions"))
    }

    @Test("A script with Windows line ends (CRLF) runs line by line, and --script /dev/stdin reads a pipe")
    func crlfAndStdinScripts() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-crlf-\(UUID().uuidString).txt")
        try Data("next\r\nnext\r\n".utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let crlf = try CommandRunner.run(["run", "examples/nav.yaml", "--script", script.path])
        #expect(crlf.status == 0, "\(crlf.stderr)")
        #expect(crlf.stdout.components(separatedBy: "> next").count == 3, "\(crlf.stdout)")
        let piped = try CommandRunner.run(["run", "examples/nav.yaml", "--script", "/dev/stdin"], input: "next\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("> next"))
    }

    @Test("--shard out of range says what is wrong with it (exit 2)",
          arguments: [("5/3", "I must be between 1 and N (3), not 5"), ("-1/2", "I must be between 1 and N (2), not -1"),
                      ("1/100000000", "N must be between 1 and 10000, not 100000000"), ("x", "give I/N, part I of N (e.g. 2/4)")])
    func shardMessages(value: String, message: String) throws {
        let output = try CommandRunner.run(["audit", "examples/recipes.yaml", "--shard", value])
        #expect(output.status == 2)
        #expect(output.stderr.contains("'\(value)' is invalid for '--shard <shard>': \(message)"), "\(output.stderr)")
    }

    @Test("A WAV file that cannot be written is an error (exit 2), for run and speak",
          arguments: [["run", "examples/nav.yaml", "-c", "next", "--speech", "wav-session=/nonexistent-a11ysim/x.wav"],
                      ["speak", "hello", "--wav", "/nonexistent-a11ysim/x.wav"]])
    func failedWrite(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: cannot write speech audio to /nonexistent-a11ysim/x.wav (the folder /nonexistent-a11ysim does not exist)"),
                "\(output.stderr)")
    }

    @Test("A configuration or shard report that is not JSON is an error at its line:column (exit 2)",
          arguments: [("config", "{\"maxStates\":1e999}", ":1:14: the number 1e999 is out of range"),
                      ("config", "{\n \"maxStates\": 3,\n \"x\": [1, 2\n", ":4:1: JSON syntax error: expected ',' or ']', found the end of the file"),
                      ("merge", "{\"a\": NaN}", ":1:7: JSON syntax error: expected a value"),
                      ("merge", "{\"tool\": {\"name\": \"a11ysim\"", ":1:28: JSON syntax error: expected ',' or '}', found the end of the file")])
    func jsonErrorsAtTheirPlace(command: String, text: String, message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-json-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let arguments = command == "config" ? ["audit", "examples/recipes.yaml", "--config", file.path] : ["merge", file.path]
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: \(file.path)\(message)"), "\(output.stderr)")
    }

    @Test("A well-formed storyboard between 10,000,000 bytes and the 16 MiB limit loads, with warnings at real lines")
    func storyboardOverTenMillionBytes() throws {
        let source = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("examples/storyboards/settings.storyboard"), encoding: .utf8)
        let split = try #require(source.range(of: "<scenes>"))
        let padding = String(repeating: "<!-- " + String(repeating: "x", count: 1000) + " -->\n", count: 12_000)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-big-\(UUID().uuidString).storyboard")
        try Data((source[..<split.lowerBound] + padding + source[split.lowerBound...]).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CommandRunner.run(["tree", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Settings, heading"))
        #expect(!output.stderr.contains("malformed"), "\(output.stderr)")
    }

    @Test("A shard report whose shard is out of range says so (exit 2), not 'not a shard's report'")
    func shardOutOfRange() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("s1.json")
        let audit = try CommandRunner.run(["audit", "examples/recipes.yaml", "examples/nav.yaml", "--shard", "1/2", "--format", "json", "--output", report.path])
        #expect(audit.status != 2, "\(audit.stderr)")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        var shard = try #require(document["shard"] as? [String: Any])
        shard["index"] = 0
        document["shard"] = shard
        let zero = folder.appendingPathComponent("s0.json")
        try JSONSerialization.data(withJSONObject: document).write(to: zero)
        let output = try CommandRunner.run(["merge", zero.path])
        #expect(output.status == 2)
        // JSONSerialization writes the document on one line: the index's value is at its column.
        let written = try String(contentsOf: zero, encoding: .utf8)
        let column = try #require(written.range(of: "\"index\":0")).upperBound.utf16Offset(in: written)
        #expect(output.stderr.contains("error: \(zero.path):1:\(column): its shard 0/2 is out of range: I/N are whole numbers with 1 ≤ I ≤ N ≤ 10000"),
                "\(output.stderr)")
    }

    @Test("A shard report whose count is not a whole number says so at its line and column, not 'not valid JSON'")
    func shardCountFraction() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("s1.json")
        let audit = try CommandRunner.run(["audit", "examples/recipes.yaml", "examples/nav.yaml", "--shard", "1/2", "--format", "json", "--output", report.path])
        #expect(audit.status != 2, "\(audit.stderr)")
        let text = try String(contentsOf: report, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"count\": 2") })
        let column = try #require(lines[line].range(of: "2")).lowerBound.utf16Offset(in: lines[line]) + 1
        let broken = folder.appendingPathComponent("s35.json")
        func replacing(_ value: String) -> Data {
            var changed = lines
            changed[line] = Substring(changed[line].replacingOccurrences(of: "\"count\": 2", with: "\"count\": \(value)"))
            return Data(changed.joined(separator: "\n").utf8)
        }
        try replacing("3.5").write(to: broken)
        let output = try CommandRunner.run(["merge", broken.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: \(broken.path):\(line + 1):\(column): its shard 1/3.5 is out of range: I/N are whole numbers"),
                "\(output.stderr)")
        // A whole number where the report holds a string: the place and the member's path.
        try replacing("\"two\"").write(to: broken)
        let typed = try CommandRunner.run(["merge", broken.path])
        #expect(typed.status == 2)
        #expect(typed.stderr.contains("error: \(broken.path):\(line + 1):\(column): not an a11ysim JSON report (wrong type at .shard.count)"),
                "\(typed.stderr)")
    }

    @Test("session without a terminal bounds each line: a 1 MB line is an error at its line, and the next lines run")
    func sessionLongLine() throws {
        let output = try CommandRunner.run(["session", "examples/nav.yaml", "--speech", "off"],
                                           input: String(repeating: "x", count: 1_000_000) + "\nnext\r\n")
        #expect(output.status == 2)
        #expect(output.stderr.contains("<stdin>:1:1: error: the line is over 65536 bytes; it is skipped"), "\(output.stderr)")
        #expect(output.stdout.contains("> next"))
    }

    @Test("A session WAV file longer than the limit is an error before its silence is made (exit 2), and nothing is left")
    func wavSessionBounded() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("long.wav").path
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c", "next; wait 4000000; next", "--speech", "wav-session=\(wav)"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: cannot write speech audio to \(wav) (the session's audio would pass 1 hour, the limit of one WAV file)"),
                "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: wav))
    }
}
