import A11yAudit
import AuditRunner
import AccessibilityTree
import Foundation
import Testing

@Suite("Inputs and parallel audits")
struct InputTests {
    /// Workers that die close their pipes: like a11ysim's `audit`, the test process ignores SIGPIPE
    /// before running them (`ChildProcessAudit.run` asks it of its caller).
    init() {
        signal(SIGPIPE, SIG_IGN)
    }

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

    @Test("Storyboard references are read from the bytes, including near-misses and a cut-off last one")
    func referencedStoryboards() {
        let text = #"<a storyboardName="Settings"/> storyboard storyboardNam="No" <b storyboardName="Profile"/> <c storyboardName="Cut"#
        #expect(InputDiscovery.referencedStoryboards(in: Data(text.utf8)) == ["Settings", "Profile", "Cut"])
        #expect(InputDiscovery.referencedStoryboards(in: Data(#"storyboardName="First" NO Name="x""#.utf8)) == ["First"])
        #expect(InputDiscovery.referencedStoryboards(in: Data("storyboardName=".utf8)).isEmpty)
        #expect(InputDiscovery.referencedStoryboards(in: Data()).isEmpty)
    }

    @Test("A missing path or an unknown kind of file is an input error")
    func badInputs() throws {
        #expect(throws: AuditInputError.self) { try InputDiscovery.inputs(for: ["/no/such/file.storyboard"]) }
        let root = try Self.folder(["notes.txt": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: AuditInputError.self) { try InputDiscovery.inputs(for: [root.appendingPathComponent("notes.txt").path]) }
    }

    /// A `/bin/sh` worker that answers each input `sN` with the report frame stored in `folder/sN.frame`.
    private static func shellWorker(reports: [SubjectReport]) throws -> (ChildProcessAudit, URL) {
        let root = try folder([:])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for report in reports {
            try Data(report.workerFrame()).write(to: root.appendingPathComponent("\(report.path).frame"))
        }
        // It ignores SIGTERM, as a worker started by a host that blocks it does: one given up on must
        // still be stopped.
        // The first frame, the code (`WorkerPrelude`, under 256 bytes here), is skipped. An input frame
        // is 12 header bytes (the magic and a length under 256 here), then the path's 8-byte length,
        // the path and one byte for isFolderApp.
        let script = #"trap '' TERM; set -- $(head -c 12 | od -An -tu1); head -c "$5" >/dev/null; "#
            + #"while h=$(head -c 12 | od -An -tu1) && [ -n "$h" ]; do set -- $h; "#
            + #"p=$(head -c "$5" | tail -c +9 | head -c $(($5 - 9))); "#
            + #"if [ ! -f "$0/$p.frame" ]; then echo "it broke on $p" >&2; exit 3; fi; cat "$0/$p.frame"; done"#
        return (ChildProcessAudit(executable: URL(fileURLWithPath: "/bin/sh"), jobs: 2, arguments: ["-c", script, root.path]), root)
    }

    /// A report with every field set, optional ones both present and absent.
    static func fullReport(path: String) -> SubjectReport {
        let frame = Rect(x: -1.5, y: 2, width: 44, height: 0.25)
        let location = SourceLocation(file: "Main.storyboard", line: 12, column: 7)
        let elements = [ScreenElement(number: 1, phrase: "Play, button", identifier: "play", frame: frame),
                        ScreenElement(number: 2, phrase: "Café ☕\n\"quoted\"", identifier: nil, frame: .zero)]
        let screens = [ScreenReport(id: 0, name: "Home", path: "Home", size: Size(width: 390, height: 844), elements: elements,
                                    location: location),
                       ScreenReport(id: 1, name: "Sheet", path: "Home › activate \"Play\"", size: .zero, elements: [], location: nil)]
        let findings = [
            Finding(ruleID: "missing-label", severity: .error, message: "No label.", screenID: 1, screen: "Sheet", path: "Home",
                    element: FindingElement(number: 3, phrase: "button", label: "", identifier: "x", className: "UIButton",
                                            frame: frame),
                    location: location, fingerprint: "abc123"),
            Finding(ruleID: "more-tab", severity: .note, message: "Six tabs.", screenID: 0, screen: "Home", path: "Home",
                    element: FindingElement(number: nil, phrase: "", label: nil, identifier: nil, className: "UITabBar",
                                            frame: .zero),
                    location: nil),
            Finding(ruleID: "missing-heading", severity: .warning, message: "", screenID: 0, screen: "", path: "", element: nil,
                    location: nil),
        ]
        return SubjectReport(name: "Main.storyboard", path: path, error: nil, screens: screens, findings: findings,
                             exploration: ExplorationSummary(states: 2, gestures: 9, replays: 1, reused: 4,
                                                             truncation: "max-states 2", warnings: ["one", "two"]))
    }

    @Test("Reports from the workers arrive whole and are merged in input order")
    @MainActor
    func workersMergeInOrder() throws {
        var fromWorker = (0..<6).map { SubjectReport(name: "worker", path: "s\($0)") }
        fromWorker[1] = Self.fullReport(path: "s1")
        fromWorker[4] = SubjectReport(name: "worker", path: "s4", error: "s4:3:1: error: not a storyboard")
        let (audit, root) = try Self.shellWorker(reports: fromWorker)
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = fromWorker.map { AuditInput(path: $0.path) }
        let merged = audit.run(inputs) { _ in { SubjectReport(name: "local", path: $0.path) } }
        #expect(merged == fromWorker)
    }

    @Test("A worker that dies fails only the input it held; a new worker audits the rest")
    @MainActor
    func deadWorker() throws {
        let reports = (0..<5).map { SubjectReport(name: "worker", path: "s\($0)") }
        // No report for s2: the worker dies on it.
        let (audit, root) = try Self.shellWorker(reports: reports.filter { $0.path != "s2" })
        defer { try? FileManager.default.removeItem(at: root) }
        let merged = audit.run(reports.map { AuditInput(path: $0.path) }) { _ in { SubjectReport(name: "local", path: $0.path) } }
        #expect(merged.map(\.path) == reports.map(\.path))
        #expect(merged[2].error == "it broke on s2")
        #expect(merged.enumerated().allSatisfy { $0.offset == 2 || $0.element == reports[$0.offset] })
    }

    @Test("A garbled report, or stray output, fails only its input with a message, never a crash or a hang",
          .timeLimit(.minutes(1)))
    @MainActor
    func garbledReport() throws {
        let reports = (0..<4).map { SubjectReport(name: "worker", path: "s\($0)") }
        let (audit, root) = try Self.shellWorker(reports: reports)
        defer { try? FileManager.default.removeItem(at: root) }
        // A frame header announcing 16 bytes that are no report.
        let garbage = Array("A11Y".utf8) + [16, 0, 0, 0, 0, 0, 0, 0] + Array(repeating: 0xFF, count: 16)
        try Data(garbage).write(to: root.appendingPathComponent("s1.frame"))
        // Text printed before the frame, as a stray print in the worker would.
        try Data("debug: here\n".utf8 + reports[2].workerFrame()).write(to: root.appendingPathComponent("s2.frame"))
        let merged = audit.run(reports.map { AuditInput(path: $0.path) }) { _ in { SubjectReport(name: "local", path: $0.path) } }
        #expect(merged.map(\.path) == ["s0", "s1", "s2", "s3"])
        #expect(merged[1].error == "the audit process wrote a report that cannot be read")
        #expect(merged[2].error?.hasPrefix("the audit process wrote something other than a report on its output") == true)
        #expect(merged[0] == reports[0] && merged[3] == reports[3])
    }

    @Test("A process running several threads starts its workers instead of copying itself")
    @MainActor
    func noCopyWithThreads() throws {
        let reports = (0..<3).map { SubjectReport(name: "worker", path: "s\($0)") }
        var (audit, root) = try Self.shellWorker(reports: reports)
        defer { try? FileManager.default.removeItem(at: root) }
        audit.forksWorkers = true
        // The test runner runs tests on several threads, so a copy of it could deadlock on a lock
        // another thread held; a copy would also answer with `local`'s reports, not the worker's.
        let merged = audit.run(reports.map { AuditInput(path: $0.path) }) { _ in { SubjectReport(name: "copy", path: $0.path) } }
        #expect(merged == reports)
    }

    @Test("When no worker can be started, this process audits every input itself")
    @MainActor
    func noWorkers() {
        let audit = ChildProcessAudit(executable: URL(fileURLWithPath: "/no/such/executable"), jobs: 2, arguments: [])
        let inputs = (0..<3).map { AuditInput(path: "s\($0)") }
        let merged = audit.run(inputs) { _ in { SubjectReport(name: "local", path: $0.path) } }
        #expect(merged == inputs.map { SubjectReport(name: "local", path: $0.path) })
    }
}
