import Foundation
import Testing

/// The shared corpus of real storyboards, beside the repository when it is there.
enum Corpus {
    static let folder = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
    static let isPresent = FileManager.default.fileExists(atPath: folder.path)
    /// Why the corpus tests are skipped when it is not there.
    static let missing: Comment = "needs ../shared/corpus/storyboards beside the repository (real apps, not part of it)"
}

@Suite("a11ysim audit end to end")
struct AuditCommandTests {

    @Test("Every example is audited and reported, without a crash")
    func examples() throws {
        let output = try CommandRunner.run(["audit", "examples", "--format", "json", "--jobs", "2"], timeout: 300)
        #expect(output.status == 0 || output.status == 1, "audit crashed or failed to read input: \(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".yaml") }
        for example in examples {
            #expect(files.contains { ($0["path"] as? String)?.hasSuffix(example) ?? false }, "\(example) is missing from the report")
        }
        #expect(files.allSatisfy { $0["error"] is NSNull || $0["error"] == nil })
    }

    @Test("SARIF locations are relative to --source-root, by default the work tree's top (else the current directory)")
    func sourceRoot() throws {
        func firstLocation(_ extra: [String]) throws -> [String: String]? {
            let output = try CommandRunner.run(["audit", "examples/nav.yaml", "--format", "sarif"] + extra)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
            let results = (root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            let physical = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return physical?["artifactLocation"] as? [String: String]
        }
        #expect(try firstLocation([]) == ["uri": "examples/nav.yaml", "uriBaseId": "%SRCROOT%"])
        #expect(try firstLocation(["--source-root", "examples"]) == ["uri": "nav.yaml", "uriBaseId": "%SRCROOT%"])
    }

    @Test("A relative input's locations are relative to the source root in every format", arguments: ["text", "json", "junit", "sarif", "html"])
    func relativePaths(format: String) throws {
        let output = try CommandRunner.run(["audit", "examples/nav.yaml", "--format", format])
        #expect(output.status == 0, "\(output.stderr)")
        let shown = ["examples/nav.yaml:61:7", #""file": "examples/nav.yaml""#, #""uri": "examples/nav.yaml""#]
        #expect(shown.contains { output.stdout.contains($0) }, "\(output.stdout.prefix(2000))")
        let absolute = CommandRunner.packageRoot.appendingPathComponent("examples").path
        #expect(!output.stdout.contains(absolute), "an absolute path in the \(format) report")
        let rooted = try CommandRunner.run(["audit", "examples/nav.yaml", "--format", format, "--source-root", "examples"])
        #expect(!rooted.stdout.contains("examples/nav.yaml:61") && !rooted.stdout.contains(absolute + "/nav.yaml"))
    }

    @Test("An input that cannot be read is one error: line naming the file that is wrong")
    func unreadableInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.storyboard")
        try Data("<document><scenes>".utf8).write(to: bad)
        let output = try CommandRunner.run(["audit", bad.path])
        #expect(output.status == 2)
        let line = try #require(output.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("\(bad.path):"), "\(line)")
        #expect(line.components(separatedBy: "error:").count == 2, "\(line)")
    }

    @Test("A xib whose File's Owner has no class is named after its root view's class in the text and JSON reports")
    func xibNamedAfterRootView() throws {
        func xib(_ cellClass: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <tableViewCell contentMode="scaleToFill" \(cellClass) id="c1"><rect key="frame" x="0" y="0" width="390" height="44"/>
            <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="390" height="44"/><subviews>
            <button id="b1"><rect key="frame" x="20" y="10" width="24" height="24"/><state key="normal" title="i"/></button>
            </subviews></tableViewCellContentView></tableViewCell>
            </objects>
            </document>
            """
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-xib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(xib(#"customClass="StatusCell""#).utf8).write(to: folder.appendingPathComponent("StatusCell.xib"))
        try Data(xib("").utf8).write(to: folder.appendingPathComponent("PlainCell.xib"))
        for (file, name) in [("StatusCell.xib", "StatusCell"), ("PlainCell.xib", "UITableViewCell")] {
            let text = try CommandRunner.run(["audit", file], in: folder)
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.contains("\n  \(name)\n"), "the screen's heading: \(text.stdout)")
            #expect(text.stdout.contains("warning[small-touch-target] \"i, button\""), "\(text.stdout)")
            #expect(!text.stdout.contains("UIViewController"), "\(text.stdout)")
            let json = try CommandRunner.run(["audit", file, "--format", "json"], in: folder)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
            let subject = try #require((report["files"] as? [[String: Any]])?.first)
            let screens = (subject["screens"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            let findings = (subject["findings"] as? [[String: Any]])?.compactMap { $0["screen"] as? String }
            #expect(screens == [name])
            #expect(findings?.isEmpty == false && findings?.allSatisfy { $0 == name } == true, "\(findings ?? [])")
        }
    }

    @Test("--jobs 3 gives the same report, byte for byte, as auditing one input after another")
    func jobsDoNotChangeTheReport() throws {
        let arguments = ["audit", "examples", "--format", "json"]
        let serial = try CommandRunner.run(arguments + ["--jobs", "1"], timeout: 300)
        let parallel = try CommandRunner.run(arguments + ["--jobs", "3"], timeout: 300)
        #expect(serial.status == parallel.status)
        #expect(!serial.stdout.isEmpty)
        #expect(parallel.stdout == serial.stdout)
    }

    @Test("A worker given bytes that are not an input answers once, saying so, and stops")
    func workerRefusesWhatIsNotAnInput() throws {
        // The line-per-input form workers once read: now neither a frame nor a hang.
        let output = try CommandRunner.run(["audit", "--worker"], input: #"{"path":"examples/nav.yaml"}"# + "\n", timeout: 60)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("A11Y"))
        #expect(output.stdout.contains("the worker read something other than the code it is sent first"))
        #expect(output.stdout.components(separatedBy: "A11Y").count == 2, "one answer, then the worker stops")
    }

    @Test("No worker outlives the audit")
    func noWorkerLeftBehind() throws {
        // A unique path on the command line, which the coordinator and its copies share.
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let output = try CommandRunner.run(["audit", "examples", "--jobs", "3", "--format", "json", "--output", report.path], timeout: 300)
        #expect(output.status == 0 || output.status == 1, "\(output.stderr)")
        #expect(FileManager.default.fileExists(atPath: report.path))
        var running = Self.processes(mentioning: report.path)
        for _ in 0..<50 where !running.isEmpty {
            usleep(100_000)
            running = Self.processes(mentioning: report.path)
        }
        #expect(running.isEmpty, "still running: \(running)")
    }

    @Test("A worker killed mid-audit fails only the input it held; a new worker audits the rest")
    func killedWorker() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["audit", "examples", "--jobs", "2", "--format", "json", "--output", report.path]
        process.currentDirectoryURL = CommandRunner.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The workers are the coordinator's children; kill one as soon as it is there.
        var workers: [Int32] = []
        let found = Date().addingTimeInterval(30)
        while workers.isEmpty && process.isRunning && Date() < found {
            workers = Self.children(of: process.processIdentifier)
            usleep(1_000)
        }
        let victim = try #require(workers.first, "no worker appeared")
        kill(victim, SIGKILL)
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".yaml") }
        for example in examples {
            #expect(files.contains { ($0["path"] as? String)?.hasSuffix(example) ?? false }, "\(example) is missing from the report")
        }
        let errors = files.compactMap { $0["error"] as? String }
        #expect(errors == ["the audit process was stopped by signal 9"])
    }

    /// The ids of the running children of `parent` (from `/proc/PID/stat`: the field after the
    /// command name's closing parenthesis and the state is the parent's id).
    private static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else { return nil }
            let text = String(decoding: stat, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
        }
    }

    /// The ids of the processes whose command line contains `text`.
    private static func processes(mentioning text: String) -> [Int] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int(entry),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            return String(decoding: commandLine, as: UTF8.self).contains(text) ? pid : nil
        }
    }

    @Test("A finding at error severity fails the audit with exit 1; a clean file passes with 0")
    func exitCodes() throws {
        let failing = try CommandRunner.run(["audit", "examples/split.yaml"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("error[missing-label]"))
        let passing = try CommandRunner.run(["audit", "examples/recipes.yaml"])
        #expect(passing.status == 0, "\(passing.stdout)")
    }

    @Test("SARIF output points at lines of the scene file")
    func sarif() throws {
        let output = try CommandRunner.run(["audit", "examples/split.yaml", "--format", "sarif"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(output.stdout.contains("\"startLine\""))
        #expect(output.stdout.contains("split.yaml"))
    }

    @Test("A missing input exits 2")
    func missingInput() throws {
        let output = try CommandRunner.run(["audit", "examples/none.storyboard"])
        #expect(output.status == 2)
    }

    @Test("Every corpus storyboard is reported, without a crash", .enabled(if: Corpus.isPresent, Corpus.missing))
    func corpus() throws {
        let output = try CommandRunner.run(["audit", Corpus.folder.path, "--format", "json", "--jobs", "2"], timeout: 600)
        #expect([0, 1, 2].contains(output.status), "audit ended abnormally: \(output.status)")
        #expect(!output.stderr.contains("Fatal error"), "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        for input in inputs {
            #expect(files.contains { ($0["path"] as? String)?.hasSuffix(input) ?? false }, "\(input) is missing from the report")
        }
    }
}
