import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader

/// One `a11ysim audit` run, as its arguments ask for it: what ``AuditCommand`` parses, and what
/// ``scan(_:)`` reads without it. Adding an option means adding a field here, which both have to
/// fill in.
struct AuditInvocation: Equatable {
    var inputs: [String]
    var format: AuditFormat
    var output: String?
    var config: String?
    var baseline: String?
    var writeBaseline: String?
    var jobs: Int
    var maxStates: Int?
    var exhaustive: Bool
    var worker: Bool
    /// The device's language (`--language`), as given.
    var language: String? = nil

    /// What is wrong with the arguments, in the words of a usage error; nil when nothing is.
    var problem: String? {
        if inputs.isEmpty && !worker { return "give at least one storyboard, xib, scene file or folder" }
        if jobs < 1 { return "--jobs must be at least 1" }
        if let maxStates, maxStates < 1 { return "--max-states must be at least 1" }
        if let language, VoiceOverLanguage(code: language) == nil {
            return "--language takes \(VoiceOverLanguage.allCases.map(\.rawValue).joined(separator: ", ")), not '\(language)'"
        }
        return nil
    }

    /// The language `--language` names (``problem`` has checked it).
    private var deviceLanguage: VoiceOverLanguage? { language.flatMap(VoiceOverLanguage.init(code:)) }

    /// Audits the inputs (or, as a worker, serves inputs on standard input) and writes the report;
    /// throws a ``CLIError`` carrying exit status 1 or 2 when the audit fails.
    func run() throws {
        let configuration = try inputError { () throws(AuditInputError) in
            try config.map { path throws(AuditInputError) in try AuditConfiguration.load(contentsOf: URL(fileURLWithPath: path)) }
        } ?? AuditConfiguration()
        let options = AuditOptions(maxStates: maxStates, reusesProbeOutcomes: !exhaustive, configuration: configuration)
        if worker {
            MainActor.assumeIsolated { ChildProcessAudit.serve { Self.audit($0, options: options, language: deviceLanguage) } }
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
                ? workers().run(found) { Self.audit($0, options: options, language: deviceLanguage) }
                : found.map { Self.audit($0, options: options, language: deviceLanguage) }
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
        if let language { arguments += ["--language", language] }
        return ChildProcessAudit(executable: ChildProcessAudit.currentExecutable, jobs: jobs, arguments: arguments, forksWorkers: true)
    }

    /// Audits one input: loads it (a load error becomes the report's error) and explores it.
    @MainActor
    static func audit(_ input: AuditInput, options: AuditOptions, language: VoiceOverLanguage? = nil) -> SubjectReport {
        let name = (input.path as NSString).lastPathComponent
        do {
            let subject = try SceneSubject(path: input.path, language: language)
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
