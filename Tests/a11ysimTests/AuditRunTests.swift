import A11yAudit
import AuditRunner
@testable import a11ysim
import Foundation
import SceneLoader
import Testing

/// A program that embeds the audit (``AuditRun``) gets what `a11ysim audit` gives, and a worker started
/// with a command line audits with the options that command line gives.
@Suite("The audit, embedded")
@MainActor
struct AuditRunTests {
    /// Workers that die close their pipes: like a11ysim's `audit`, the test process ignores SIGPIPE
    /// before running them (`ChildProcessAudit.run` asks it of its caller).
    init() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Examples with and without error findings, by absolute path, so both runs report the same paths.
    static let inputs = ["split.yaml", "recipes.yaml", "alert.yaml"].map {
        CommandRunner.packageRoot.appendingPathComponent("examples/\($0)").path
    }

    @Test("An embedding program gets the command's report bytes and exit status", arguments: ["text", "json", "sarif"])
    func sameAsTheCommand(format: String) throws {
        let command = try CommandRunner.run(["audit"] + Self.inputs + ["--format", format, "--max-states", "8"], timeout: 300)
        var run = AuditRun(inputs: Self.inputs)
        run.format = try #require(ReportFormat(rawValue: format))
        run.maxStates = 8
        // More than one job, and no worker executable: this process audits what no copy of it can.
        run.jobs = 2
        let outcome = try run.run()
        #expect(outcome.exitCode == 1, "split.yaml has a finding at error severity")
        #expect(command.status == outcome.exitCode)
        #expect(String(decoding: outcome.report, as: UTF8.self) == command.stdout)
        #expect(command.stderr == (outcome.message ?? "") + "\n")
    }

    @Test("An input that cannot be found is an input error, before anything is audited")
    func missingInput() {
        #expect(throws: AuditInputError.self) { try AuditRun(inputs: ["/no/such/file.yaml"]).run() }
    }

    @Test("A worker parses the whole command line it is given, and audits with its options")
    func workerParsesTheCommandLine() throws {
        let inputs = Self.inputs.map { AuditInput(path: $0) }
        let arguments = ["audit", "--worker", "examples", "--max-states", "3", "--exhaustive", "--format", "html", "--jobs", "2"]
        let workers = ChildProcessAudit(executable: CommandRunner.executable, jobs: 2, arguments: arguments)
        let reports = workers.run(inputs) { _ in { input in SubjectReport(name: input.path, path: input.path, error: "audited in the test") } }
        var run = AuditRun(inputs: Self.inputs)
        run.maxStates = 3
        run.exhaustive = true
        let inProcess = try run.run().result.subjects
        #expect(reports.allSatisfy { $0.error == nil })
        #expect(reports == inProcess)
        #expect(reports.contains { $0.exploration.states == 3 }, "--max-states 3 reached the worker")
    }

    @Test("A worker started from the executable is sent the code the coordinator read, and audits with it")
    func startedWorkerIsSentTheCode() throws {
        let paths = [CodeReadingTests.app, "examples/nav.yaml"].map { CommandRunner.packageRoot.appendingPathComponent($0).path }
        // This test process runs several threads, so it cannot copy itself: both workers are started
        // from the executable, which is sent the code (`WorkerPrelude`) before its first input.
        let workers = ChildProcessAudit(executable: CommandRunner.executable, jobs: 2, arguments: ["audit", "--worker"] + paths,
                                        forksWorkers: true)
        let reports = workers.run(try InputDiscovery.inputs(for: paths), code: { CodeReading(reading: [paths[0]]).codes }) { _ in
            { input in SubjectReport(name: input.path, path: input.path, error: "audited in the test") }
        }
        let inProcess = try AuditRun(inputs: paths).run().result.subjects
        #expect(reports.allSatisfy { $0.error == nil })
        #expect(reports == inProcess)
        let text = String(decoding: try JSONEncoder().encode(reports), as: UTF8.self)
        #expect(text.contains("Broken.swift"), "the warning for the file of the code that does not parse")
    }
}
