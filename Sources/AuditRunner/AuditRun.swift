import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader
import SwiftCodeReader
import VoiceCursor

/// One audit as `a11ysim audit` runs it, for any program: the options, and ``run(colors:workerArguments:reportPath:load:)``,
/// which discovers the inputs, audits them (in worker processes with `jobs` above 1), applies the
/// baseline, writes `writeBaseline`, renders the report and decides the exit status. A program that
/// sets the same options and loads inputs as the command does gets the same report bytes and exit
/// status.
///
/// The command's options are declared once, with their names, help and defaults, in the executable's
/// ArgumentParser group (`AuditArguments`), which maps onto this value in one place; this library does
/// not depend on ArgumentParser. The defaults written here are the ones the command shows. Options
/// that only the command has — where the report goes, the private worker flag — stay there.
public struct AuditRun: Sendable {
    /// Storyboards, xibs, scene files, or folders to search for them (``InputDiscovery``).
    public var inputs: [String]
    public var format = ReportFormat.text
    /// A JSON configuration file (``AuditConfiguration``).
    public var config: String?
    /// A baseline file whose findings are accepted (``Baseline``).
    public var baseline: String?
    /// Where to write the current findings as a baseline, which then accepts them all.
    public var writeBaseline: String?
    /// How many inputs are audited at once, each in a worker process.
    public var jobs = 1
    /// The bound on screen states per input; nil for the configuration's, else ``AuditOptions/defaultMaxStates``.
    public var maxStates: Int?
    /// Whether every control is probed on every state (``AuditOptions/reusesProbeOutcomes`` off).
    public var exhaustive = false
    /// The device's language the inputs are loaded in (VoiceOver's own words and formats); nil for English.
    public var language: VoiceOverLanguage?
    /// The device the inputs are shown on (`--device`, `--landscape`, `--rtl`); nil for each input's own.
    public var device: DeviceRequest?
    /// `--devices`: audit every input on each of these devices (`DeviceRequest.matrix(_:landscape:)`'s
    /// entries), a report per input and device (``DeviceMatrix``), with ``device``'s direction and text
    /// size; nil for ``device`` alone.
    public var devices: [String]?
    /// The folder file locations of inputs given by a relative path are made relative to, in every
    /// format; nil for the git work tree holding the first input, else the current directory (`SourceRoot`).
    public var sourceRoot: String?
    /// Audit only this part of the discovered inputs; its JSON report is for ``AuditMerge``.
    public var shard: AuditShard?
    /// Whether the folders given are read with their Swift code (docs/code.md).
    public var readsCode = true
    /// Whether each input's warnings list what was understood in its Swift code and what was left alone.
    public var explainsCode = false
    /// Folders whose Swift code is read with the inputs inside them, besides the folders given
    /// (`--code`: a storyboard or xib given on its own, read as the audit of its app's folder reads it).
    public var codeFolders: [String] = []

    public init(inputs: [String] = []) {
        self.inputs = inputs
    }

    /// Reads one input into a subject, with the warnings reading it gave (`file:line:column: warning: …`);
    /// an error it throws becomes the input's report error.
    public typealias SubjectLoader = AuditSubjectLoader

    /// Audits the inputs and renders the report.
    ///
    /// - Parameters:
    ///   - colors: Whether a text report carries ANSI colours (the command's choice for a terminal).
    ///   - workerArguments: The arguments that make this program's executable (`/proc/self/exe`) an
    ///     audit worker, one that calls ``serve(load:)`` with the same options. Nil when there are
    ///     none: then the workers are copies of this process only, and the inputs no copy can take
    ///     are audited in this process.
    ///   - reportPath: The file the report will be written to, if any: checked with `writeBaseline`
    ///     against the files the run reads before any work (`OutputPaths`).
    ///   - load: Reads an input, in this process or in a worker; nil reads it as the command does
    ///     (``SceneSubject``, in ``language``, with the folders' code).
    /// - Throws: An input error, with what to fix (a configuration, baseline or input path that cannot
    ///   be read, no input found, a file to write that is empty or one of those read, a baseline that
    ///   cannot be written): the command's exit status 2.
    @MainActor
    public func run(colors: Bool = false, workerArguments: [String]? = nil, reportPath: String? = nil,
                    load: SubjectLoader? = nil) throws(AuditInputError) -> AuditOutcome {
        let options = try auditOptions()
        let auditor = auditor(options: options, load: load)
        var skipped: [String] = []
        let found = try InputDiscovery.inputs(for: inputs, skipped: &skipped, code: readsCode && load == nil)
        guard !found.isEmpty else {
            throw AuditInputError("no storyboards, xibs or scene files in \(inputs.joined(separator: ", "))")
        }
        if shard != nil, writeBaseline != nil {
            throw AuditInputError("--write-baseline writes every shard's findings: give it to `a11ysim merge`, not to `audit --shard`")
        }
        let folders = inputs.filter(CodeReading.isFolder) + codeFolders
        try OutputPaths.check(report: reportPath, writeBaseline: writeBaseline, readBaseline: baseline, config: config,
                              inputs: found, folders: folders)
        let accepted = try baseline.map { path throws(AuditInputError) in try Baseline.load(contentsOf: URL(fileURLWithPath: path)) }
        let part = shard.map { shard in shard.positions(in: found).map { found[$0] } } ?? found
        let audited = Self.onDevices(devices, part)
        // The folders' code, read once and only when needed: with workers, after they have started.
        var reading: CodeReading?
        func readCode() -> CodeReading {
            if let reading { return reading }
            let read = load == nil ? CodeReading(reading: readsCode ? codeFolders + inputs.filter(CodeReading.isFolder) : []) : CodeReading()
            reading = read
            return read
        }
        let code = { readCode().code(for: part.map(\.path)) }
        let reports = jobs > 1 && audited.count > 1
            ? ChildProcessAudit(executable: workerArguments.map { _ in ChildProcessAudit.currentExecutable }, jobs: jobs,
                                arguments: workerArguments ?? [], forksWorkers: true)
                .run(audited, code: code, audit: auditor)
            : audited.map(auditor(code()))
        let subjects = DeviceMatrix.collapse(reports)
        var result = Self.result(subjects: subjects, options: options, baseline: accepted)
        // Every input's folders, not only this shard's, so that each shard lists the same controllers.
        let declared = CodeController.declared(in: readCode().code(for: found.map(\.path)))
        result.declaredControllers = declared
        // Scenes shown with no elements name what their class's code shows that is not modelled (a web view),
        // in the coverage and in their findings.
        for index in result.subjects.indices { result.subjects[index].nameNotModelledContent(declared) }
        if let shard {
            result.shard = ShardRecord(shard: shard, inputs: found, options: try shardOptions())
        }
        if let writeBaseline {
            try AuditOutcome.write([UInt8](Baseline(accepting: result.subjects).encoded()), to: writeBaseline,
                                   protecting: OutputPaths.readFiles(config: config, readBaseline: nil, inputs: found, folders: folders))
            result = Self.result(subjects: subjects, options: options, baseline: Baseline(accepting: subjects))
            result.declaredControllers = declared
            for index in result.subjects.indices { result.subjects[index].nameNotModelledContent(declared) }
        }
        result.sourceRoot = SourceRoot.resolve(sourceRoot, inputs: inputs)
        var outcome = AuditOutcome(result: result, report: format.renderUTF8(result, colors: colors),
                                   readFiles: OutputPaths.readFiles(config: config, readBaseline: baseline, inputs: found, folders: folders))
        outcome.warnings = skipped
        return outcome
    }

    /// Each input on each device of `devices`, an input's devices next to each other; the inputs
    /// as they are when nil.
    static func onDevices(_ devices: [String]?, _ inputs: [AuditInput]) -> [AuditInput] {
        guard let devices else { return inputs }
        return inputs.flatMap { input in
            devices.map { device in
                var input = input
                input.device = device
                return input
            }
        }
    }

    /// The worker's side of ``run(colors:workerArguments:reportPath:load:)``: audits the inputs read on standard
    /// input with these options, answering each on standard output, until standard input ends.
    ///
    /// - Throws: An input error when the configuration cannot be read.
    @MainActor
    public func serve(load: SubjectLoader? = nil) throws(AuditInputError) {
        ChildProcessAudit.serve(auditor(options: try auditOptions(), load: load))
    }

    /// The options that change what is found, by name, as a shard's report records them: every option
    /// of this value except those that only say what is audited, how fast or where the report goes
    /// (so an option added here is recorded with no further change), with the configuration and the
    /// baseline as digests of their files' contents.
    public func shardOptions() throws(AuditInputError) -> [String: String?] {
        let unrecorded: Set<String> = ["inputs", "format", "writeBaseline", "jobs", "shard"]
        var options: [String: String?] = [:]
        for option in Mirror(reflecting: self).children {
            guard let name = option.label, !unrecorded.contains(name) else { continue }
            options.updateValue(Self.text(option.value), forKey: name)
        }
        options.updateValue(try config.map(Self.digest(ofFile:)), forKey: "config")
        options.updateValue(try baseline.map(Self.digest(ofFile:)), forKey: "baseline")
        return options
    }

    /// An option's value as text; nil for an option not given.
    private static func text(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return "\(value)" }
        return mirror.children.first.map { "\($0.value)" }
    }

    /// The stable digest of a file's bytes.
    private static func digest(ofFile path: String) throws(AuditInputError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw AuditInputError("\(path): cannot read the file") }
        return "fnv1a:" + StableHash.hex(String(decoding: data, as: UTF8.self))
    }

    /// How an input is audited, given the Swift code read for the inputs: loaded with `load`, or
    /// without one as the command does — as scenes on ``device`` in ``language`` with that code (none
    /// when ``readsCode`` is off, which leaves it unread).
    @MainActor
    private func auditor(options: AuditOptions, load: SubjectLoader?) -> ([AppCode]) -> (AuditInput) -> SubjectReport {
        { [device, language, explainsCode] code in
            let load = load ?? SceneSubject.loader(device: device, language: language, code: CodeReading(codes: code, explain: explainsCode))
            return { Self.audit($0, options: options, load: load) }
        }
    }

    /// The exploration bounds and the configuration, read from `config`.
    public func auditOptions() throws(AuditInputError) -> AuditOptions {
        let configuration = try config.map { path throws(AuditInputError) in
            try AuditConfiguration.load(contentsOf: URL(fileURLWithPath: path))
        } ?? AuditConfiguration()
        return AuditOptions(maxStates: maxStates, reusesProbeOutcomes: !exhaustive, configuration: configuration)
    }

    /// Audits one input: loads it (a load error becomes the report's error) and explores it; the
    /// loader's warnings come first among the report's warnings.
    @MainActor
    static func audit(_ input: AuditInput, options: AuditOptions, load: SubjectLoader) -> SubjectReport {
        do {
            let loaded = try load(input)
            var report = Auditor(options: options).audit(loaded.subject)
            report.exploration.warnings = loaded.warnings + report.exploration.warnings
            report.device = input.device
            return report
        } catch {
            return SubjectReport(name: (input.path as NSString).lastPathComponent, path: input.path, error: "\(error)", device: input.device)
        }
    }

    /// Puts subject reports together into the run's result: the baseline applied, the failing
    /// severity, the least coverage and the rules that ran.
    public static func result(subjects: [SubjectReport], options: AuditOptions, baseline: Baseline? = nil) -> AuditResult {
        let filtered = baseline?.filter(subjects) ?? (subjects: subjects, accepted: 0)
        var result = AuditResult(subjects: filtered.subjects, baselined: filtered.accepted, failOn: options.configuration.failOn,
                                 rules: options.enabledRules.map { entry in
                                     var descriptor = entry.rule.descriptor
                                     descriptor.defaultSeverity = entry.severity
                                     return descriptor
                                 })
        result.minCoverage = options.configuration.minCoverage
        return result
    }
}
