import A11yAudit
import Foundation
import SceneLoader
import VoiceCursor

/// `a11ysim merge` for any program: puts the JSON reports of every shard of one audit
/// (`AuditRun.shard`) back together into the report and exit status the audit gives without shards,
/// byte for byte, in any format.
///
/// Each shard has applied the configuration and the baseline to its own inputs, and its report records
/// every input of the run and the options that change what is found (``ShardRecord``); the merge checks
/// that the reports are the shards 1…N of one run, each once, and puts their inputs' reports back in
/// input order. The baseline accepts the same findings as without shards because every finding one
/// baseline entry could accept is in one shard (``AuditShard``).
public struct AuditMerge: Sendable {
    /// The shards' JSON reports (`audit --shard I/N --format json`), in any order.
    public var reports: [String]
    public var format = ReportFormat.text
    /// Where to write the merged findings as a baseline, which then accepts them all (the audit's
    /// `writeBaseline`, which a shard cannot write alone).
    public var writeBaseline: String?

    public init(reports: [String] = []) {
        self.reports = reports
    }

    /// Reads the reports, merges them and renders the result.
    ///
    /// - Parameters:
    ///   - colors: Whether a text report carries ANSI colours.
    ///   - reportPath: The file the report will be written to, if any: checked with `writeBaseline`
    ///     against the shard reports before any work (`OutputPaths`).
    /// - Throws: An input error naming the report at fault: one that cannot be read or is not a
    ///   shard's, shards of different runs, a shard given twice or missing; a file to write that is
    ///   empty or one of the shard reports; or a baseline that cannot be written.
    public func run(colors: Bool = false, reportPath: String? = nil) throws(AuditInputError) -> AuditOutcome {
        let inputs = reports.map { AuditInput(path: $0) }
        try OutputPaths.check(report: reportPath, writeBaseline: writeBaseline, readBaseline: nil, config: nil, inputs: inputs)
        let readFiles = OutputPaths.readFiles(config: nil, readBaseline: nil, inputs: inputs, folders: [])
        let shards = try reports.map { path throws(AuditInputError) in
            guard let data = FileManager.default.contents(atPath: path) else { throw AuditInputError("\(path): cannot read the report") }
            return (path: path, result: try AuditResult(jsonReport: data, file: path))
        }
        var result = try Self.merge(shards)
        if let writeBaseline {
            let baseline = Baseline(accepting: result.subjects)
            try AuditOutcome.write([UInt8](baseline.encoded()), to: writeBaseline, protecting: readFiles)
            let filtered = baseline.filter(result.subjects)
            result.subjects = filtered.subjects
            result.baselined += filtered.accepted
        }
        return AuditOutcome(result: result, report: format.renderUTF8(result, colors: colors), readFiles: readFiles)
    }

    /// The result of the run the shards are parts of, from their results (each named by the report
    /// it was read from).
    ///
    /// - Throws: An input error naming the report at fault.
    public static func merge(_ shards: [(path: String, result: AuditResult)]) throws(AuditInputError) -> AuditResult {
        guard let first = shards.first else { throw AuditInputError("no shard reports given") }
        var byIndex: [Int: (path: String, result: AuditResult)] = [:]
        for shard in shards {
            guard let record = shard.result.shard else {
                throw AuditInputError("\(shard.path): not a shard's report (write one with `a11ysim audit --shard I/N --format json`)")
            }
            try check(shard, against: first)
            if let earlier = byIndex[record.shard.index] {
                throw AuditInputError("\(earlier.path) and \(shard.path) are both shard \(record.shard); give each shard once")
            }
            byIndex[record.shard.index] = shard
        }
        guard let run = first.result.shard else { throw AuditInputError("\(first.path): not a shard's report") }
        let missing = (1...run.shard.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            // At most ten named: a run of thousands of shards would otherwise print them all on one line.
            let named = missing.prefix(10).map { "\($0)/\(run.shard.count)" }.joined(separator: ", ")
            let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
            throw AuditInputError("missing shard\(missing.count == 1 ? "" : "s") \(named)\(more)")
        }
        // Each input's reports: one, or one per device of `audit --devices`, next to each other.
        var subjects = [[SubjectReport]](repeating: [], count: run.inputs.count)
        var baselined = 0
        for (index, shard) in byIndex {
            let positions = AuditShard(index: index, count: run.shard.count)?.positions(in: run.inputs) ?? []
            let groups = Self.byInput(shard.result.subjects)
            guard positions.map({ run.inputs[$0].path }) == groups.map({ $0[0].path }) else {
                throw AuditInputError("\(shard.path): does not hold the reports of shard \(index)/\(run.shard.count)'s inputs")
            }
            for (position, group) in zip(positions, groups) { subjects[position] = group }
            baselined += shard.result.baselined
        }
        // The source root as the audit found it: the recorded option, else from the run's inputs.
        let sourceRoot = SourceRoot.resolve(run.options["sourceRoot"] ?? nil, inputs: run.inputs.map(\.path))
        var result = AuditResult(subjects: subjects.flatMap { $0 }, baselined: baselined, failOn: first.result.failOn,
                                 rules: first.result.rules, sourceRoot: sourceRoot)
        // Every shard lists the run's declared controllers (read from all its inputs' folders).
        result.declaredControllers = first.result.declaredControllers
        result.minCoverage = first.result.minCoverage
        return result
    }

    /// The reports of each input, in order: runs of reports of the same path (an input's devices).
    private static func byInput(_ subjects: [SubjectReport]) -> [[SubjectReport]] {
        var groups: [[SubjectReport]] = []
        for subject in subjects {
            if let last = groups.last?.last, last.path == subject.path, subject.device != nil {
                groups[groups.count - 1].append(subject)
            } else {
                groups.append([subject])
            }
        }
        return groups
    }

    /// Throws unless `shard` is a part of the same run as `first`: the same shard count, inputs,
    /// options, failing severity and rules.
    private static func check(_ shard: (path: String, result: AuditResult), against first: (path: String, result: AuditResult)) throws(AuditInputError) {
        guard let record = shard.result.shard, let run = first.result.shard else { return }
        let differences = [
            (record.shard.count != run.shard.count, "shard counts (\(record.shard.count), \(run.shard.count))"),
            (record.inputs != run.inputs, "inputs"),
            (record.options != run.options, "options (\(describe(record.options, against: run.options)))"),
            (shard.result.failOn != first.result.failOn || shard.result.rules != first.result.rules, "rules or failing severity"),
        ].filter(\.0).map(\.1)
        guard differences.isEmpty else {
            throw AuditInputError("\(shard.path) and \(first.path) are shards of different runs: different \(differences.joined(separator: ", ")); "
                                  + "run every shard with the same inputs and options")
        }
    }

    /// The options whose values differ between two shards, e.g. `maxStates 8 ≠ 200`.
    private static func describe(_ options: [String: String?], against others: [String: String?]) -> String {
        Set(options.keys).union(others.keys).sorted().compactMap { name in
            let one = options[name] ?? nil, other = others[name] ?? nil
            return one == other ? nil : "\(name) \(one ?? "not given") ≠ \(other ?? "not given")"
        }.joined(separator: ", ")
    }
}
