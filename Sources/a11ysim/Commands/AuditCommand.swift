import A11yAudit
import AuditRunner
import ArgumentParser
import Foundation

/// `a11ysim audit`: explores every screen a VoiceOver user can reach in each input and reports what
/// the rules find, for people (text, HTML), build phases (Xcode) and CI (JSON, JUnit, SARIF, GitHub). See
/// docs/audit.md.
///
/// The audit itself, its baseline and its exit status are AuditRunner's (``AuditRun``); this parses the
/// options (``AuditArguments``) and writes what the run returns.
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

    @OptionGroup var arguments: AuditArguments

    func run() throws {
        try MainActor.assumeIsolated { try audit() }
    }

    /// Runs the audit (or serves as a worker) and writes the report; throws a ``CLIError`` carrying
    /// exit status 1 or 2 when the audit fails.
    @MainActor
    private func audit() throws(CLIError) {
        let run = arguments.run
        let outcome: AuditOutcome
        do {
            if arguments.worker { return try run.serve() }
            // A worker that dies must not take the coordinator with it: writing to its pipe then
            // fails with EPIPE instead (`ChildProcessAudit` asks this of the program that runs it).
            signal(SIGPIPE, SIG_IGN)
            outcome = try run.run(colors: arguments.colors, workerArguments: Self.workerArguments, reportPath: arguments.output)
            for warning in outcome.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            try outcome.writeReport(to: arguments.output)
        } catch {
            throw .input(error.description)
        }
        if let message = outcome.message { throw CLIError(description: message, exitCode: outcome.exitCode) }
    }

    /// The arguments that start this executable as a worker with the same options: `audit --worker`,
    /// then this command's own arguments as given, for the worker to parse again. (The root command,
    /// which parsed `CommandLine.arguments`, has no options of its own, so `audit` is the first
    /// argument; `--worker` goes before the others, where a `--` cannot make it an input.)
    static var workerArguments: [String] {
        ["audit", "--worker"] + CommandLine.arguments.dropFirst(2)
    }
}
