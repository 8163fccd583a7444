import A11yAudit
import AccessibilityTree
import ArgumentParser
import Foundation
import SceneLoader

/// `a11ysim audit`: explores every screen a VoiceOver user can reach in each input and reports what
/// the rules find, for people (text, HTML) and CI (JSON, JUnit, SARIF). See docs/audit.md.
///
/// Exit codes: 0 nothing at or above the failing severity; 1 findings at or above it remain after the
/// configuration and the baseline; 2 a usage or input error.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Explore every reachable screen as a VoiceOver user would and report accessibility problems.",
        discussion: """
            Folders are searched for .storyboard, .xib, .yaml, .yml and .json files. Exit codes: 0 no finding \
            at or above the failing severity (--config failOn, default error), 1 such findings remain, \
            2 a usage or input error. Rules: docs/audit-rules.md. Formats and files: docs/audit.md.
            """
    )

    @Argument(help: "Storyboards, xibs, scene files, or folders to search for them.")
    var inputs: [String] = []

    @Option(help: "text, json, junit, sarif or html.")
    var format: AuditFormat = .text

    @Option(help: "Write the report to PATH instead of standard output.")
    var output: String?

    @Option(help: "A JSON configuration file: rule severities, disabled rules, ignores, failOn.")
    var config: String?

    @Option(help: "Accept the findings recorded in this baseline file; only new findings count.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write the current findings' fingerprints to FILE (and exit 0 unless an input failed).")
    var writeBaseline: String?

    @Option(help: "Audit up to N files at once, in N worker processes; the output keeps the input order.")
    var jobs = 1

    @Option(name: .customLong("max-states"), help: "Explore at most N screen states per file (default \(AuditOptions.defaultMaxStates)).")
    var maxStates: Int?

    @Flag(help: "Probe every control on every screen state, instead of reusing what a split view's primary column or a tab bar did on an earlier state (slower).")
    var exhaustive = false

    @Flag(help: .private)
    var worker = false

    func validate() throws {
        if inputs.isEmpty && !worker { throw ValidationError("give at least one storyboard, xib, scene file or folder") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1") }
    }

    func run() throws {
        let configuration = try inputError { () throws(AuditInputError) in
            try config.map { path throws(AuditInputError) in try AuditConfiguration.load(contentsOf: URL(fileURLWithPath: path)) }
        } ?? AuditConfiguration()
        let options = AuditOptions(maxStates: maxStates, reusesProbeOutcomes: !exhaustive, configuration: configuration)
        if worker {
            MainActor.assumeIsolated { ChildProcessAudit.serve { Self.audit($0, options: options) } }
            return
        }
        let found = try inputError { () throws(AuditInputError) in try InputDiscovery.inputs(for: inputs) }
        guard !found.isEmpty else {
            throw CLIError.input("no storyboards, xibs or scene files in \(inputs.joined(separator: ", "))")
        }
        let accepted = try baseline.map { path in
            try inputError { () throws(AuditInputError) in try Baseline.load(contentsOf: URL(fileURLWithPath: path)) }
        }
        let subjects = MainActor.assumeIsolated {
            jobs > 1 && found.count > 1
                ? workers().run(found) { Self.audit($0, options: options) }
                : found.map { Self.audit($0, options: options) }
        }
        var result = AuditRun.result(subjects: subjects, options: options, baseline: accepted)
        if let writeBaseline {
            try write(Baseline(accepting: result.subjects).encoded(), to: writeBaseline)
            result = AuditRun.result(subjects: subjects, options: options, baseline: Baseline(accepting: subjects))
        }
        let colors = output == nil && format == .text && isatty(STDOUT_FILENO) != 0
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        var rendered = format.reportFormat.renderUTF8(result, colors: colors)
        // Written from the rendered bytes in place: copying a corpus report into a new Data touched
        // as many fresh pages again, after the last worker, on the path every run waits for.
        try rendered.withUnsafeMutableBytes { bytes in
            let data = bytes.baseAddress.map { Data(bytesNoCopy: $0, count: bytes.count, deallocator: .none) } ?? Data()
            if let output {
                try write(data, to: output)
            } else {
                FileHandle.standardOutput.write(data)
            }
        }
        switch result.exitCode {
        case 2:
            let failed = result.subjects.filter { $0.error != nil }.count
            throw CLIError(description: "error: \(failed) input\(failed == 1 ? "" : "s") could not be audited", exitCode: 2)
        case 1:
            let count = result.failingFindings.count
            throw CLIError(description: "audit failed: \(count) finding\(count == 1 ? "" : "s") at or above \(result.failOn)", exitCode: 1)
        default:
            break
        }
    }

    /// Worker processes of this executable (`audit --worker`) with the same options.
    private func workers() -> ChildProcessAudit {
        var arguments = ["audit", "--worker"]
        if let config { arguments += ["--config", config] }
        if let maxStates { arguments += ["--max-states", String(maxStates)] }
        if exhaustive { arguments.append("--exhaustive") }
        return ChildProcessAudit(executable: ChildProcessAudit.currentExecutable, jobs: jobs, arguments: arguments, forksWorkers: true)
    }

    /// Audits one input: loads it (a load error becomes the report's error) and explores it.
    @MainActor
    static func audit(_ input: AuditInput, options: AuditOptions) -> SubjectReport {
        let name = (input.path as NSString).lastPathComponent
        do {
            let subject = try SceneSubject(path: input.path)
            var report = Auditor(options: options).audit(subject)
            report.exploration.warnings = subject.loadWarnings + report.exploration.warnings
            return report
        } catch {
            return SubjectReport(name: name, path: input.path, error: error.description)
        }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.input("\(path): cannot write (\(error.localizedDescription))")
        }
    }

    private func inputError<T>(_ body: () throws(AuditInputError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CLIError.input(error.description)
        }
    }
}

/// The report formats, as `--format` takes them.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, sarif, html

    var reportFormat: ReportFormat {
        switch self {
        case .text: return .text
        case .json: return .json
        case .junit: return .junit
        case .sarif: return .sarif
        case .html: return .html
        }
    }
}

/// A scene file, storyboard, xib or folder of storyboards as an audit subject: the input is read and
/// validated once, every application is a fresh build of it, and source locations come from the build
/// that made the current application.
@MainActor
final class SceneSubject: AuditSubject {
    let name: String
    let path: String
    /// The loader's warnings, as `file:line:column: warning: …`.
    let loadWarnings: [String]
    private let prepared: PreparedScene
    private var current: LoadedScene?

    /// Reads and validates `path` once, so that load errors surface before exploring.
    init(path: String) throws(SceneLoadError) {
        self.path = path
        name = (path as NSString).lastPathComponent
        prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path))
        loadWarnings = prepared.warnings.map(\.description)
    }

    func makeApplication() throws -> Application {
        let scene = prepared.makeScene()
        current = scene
        return scene.application
    }

    func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
    }
}
