import A11yAudit
import AuditRunner
import ArgumentParser

/// `a11ysim merge`: puts the JSON reports of `audit --shard 1/N` … `N/N` together into the report, in
/// any format, and the exit status that the audit gives without shards. See docs/audit.md.
///
/// The merge itself is AuditRunner's (``AuditMerge``); this parses the arguments and writes.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON reports of `audit --shard I/N` into one report, as one audit without shards gives it.",
        discussion: """
            Give every shard's report once, in any order. Exit codes as the audit's: 0 no finding at or above \
            the failing severity, 1 such findings remain, 2 a usage or input error (a report missing, given \
            twice, or from a different run).
            """
    )

    @Argument(help: "The shards' JSON reports.")
    var reports: [String] = []

    @Option(help: "The report's format (docs/audit.md, \"Report formats\").")
    var format = AuditMerge().format

    @Option(help: "Write the report to PATH instead of standard output.")
    var output: String?

    @Option(name: .customLong("write-baseline"), help: "Write the merged findings' fingerprints to FILE (and exit 0 unless an input failed).")
    var writeBaseline: String?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give the JSON report of every shard") }
    }

    func run() throws {
        var merge = AuditMerge(reports: reports)
        merge.format = format
        merge.writeBaseline = writeBaseline
        let outcome: AuditOutcome
        do {
            outcome = try merge.run(colors: AuditArguments.colors(format: format, output: output), reportPath: output)
            try outcome.writeReport(to: output)
        } catch {
            throw CLIError.input(error.description)
        }
        if let message = outcome.message { throw CLIError(description: message, exitCode: outcome.exitCode) }
    }
}
