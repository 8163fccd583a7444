import A11yAudit
import AuditRunner
import AccessibilityTree
import ArgumentParser
import Foundation
import SceneLoader

/// `a11ysim audit`'s options, declared once: each one's name and help are written here and nowhere
/// else, its default only on ``AuditRun`` (read here, and shown in the help), and ``run`` is the one
/// place the options map onto ``AuditRun``.
///
/// The audit run lives in AuditRunner, which takes the plain ``AuditRun`` and does not depend on
/// ArgumentParser: a program embedding it needs no command-line parser, and gets the command's
/// result from the same value. (A target of its own for this group would give embedders a parser
/// they do not need, and still have to map onto ``AuditRun``.) Workers (`--worker`) parse the same
/// command line again (``AuditCommand/workerArguments``), so an option added here reaches them with
/// no further change. Adding an option: a field on ``AuditRun`` with its default, used where the
/// audit needs it; its `@Option` here; one line in ``run``.
struct AuditArguments: ParsableArguments {
    /// The library's defaults, which the command's are.
    private static let defaults = AuditRun()

    @Argument(help: "Storyboards, xibs, scene files, or folders to search for them.")
    var inputs: [String] = []

    @Option(help: "The report's format (docs/audit.md, \"Report formats\").")
    var format = Self.defaults.format

    @Option(help: "Write the report to PATH instead of standard output.")
    var output: String?

    @Option(help: "A JSON configuration file: rule severities, disabled rules, ignores, failOn.")
    var config: String?

    @Option(help: "Accept the findings recorded in this baseline file; only new findings count.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write the current findings' fingerprints to FILE (and exit 0 unless an input failed).")
    var writeBaseline: String?

    @Option(help: "Audit up to N files at once, in N worker processes; the output keeps the input order.")
    var jobs = Self.defaults.jobs

    @Option(name: .customLong("max-states"), help: "Explore at most N screen states per file (default \(AuditOptions.defaultMaxStates)).")
    var maxStates: Int?

    @Flag(help: "Probe every control on every screen state, instead of reusing what a split view's primary column or a tab bar did on an earlier state, and every row of a long list instead of the first rows of each kind (slower).")
    var exhaustive = Self.defaults.exhaustive


    @Option(name: .customLong("source-root"), help: "Give the file locations of inputs given by a relative path relative to this folder, in every format (SARIF: %SRCROOT%); default: the git work tree of the first input, else the current directory.")
    var sourceRoot: String?
    @Option(parsing: .unconditional,
            help: "Audit only part I of N of the inputs (e.g. 2/4), for a CI job of N; `a11ysim merge` puts the N JSON reports together.",
            transform: AuditShard.argument)
    var shard: AuditShard?

    @Option(help: ArgumentHelp("Audit every input on each of these devices, a comma-separated list of what --device takes (e.g. \"iPhone SE (3rd generation),iPhone 15 Pro Max,iPad Pro (12.9-inch):landscape\"); an entry ending in :landscape or :portrait is in that orientation, the others in landscape only with --landscape. Every format reports the matrix; a finding on several devices is reported once, with its devices (docs/audit.md, \"Devices\").", valueName: "list"))
    var devices: String?

    @OptionGroup var reading: ReadingOptions

    /// Serve inputs on standard input as a worker of another `audit --jobs` run.
    @Flag(help: .private)
    var worker = false

    func validate() throws {
        if inputs.isEmpty && !worker { throw ValidationError("give at least one storyboard, xib, scene file or folder") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1") }
        if devices != nil, reading.device != nil { throw ValidationError("--device and --devices contradict each other; give one") }
        do {
            _ = try deviceMatrix
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The entries of `--devices` (checked by ``validate()``), or nil when not given.
    var deviceMatrix: [String]? {
        get throws(DeviceRequestError) { try devices.map { list throws(DeviceRequestError) in try DeviceRequest.matrix(list, landscape: reading.landscape) } }
    }

    /// The audit these arguments ask for.
    var run: AuditRun {
        var run = AuditRun(inputs: inputs)
        run.format = format
        run.config = config
        run.baseline = baseline
        run.writeBaseline = writeBaseline
        run.jobs = jobs
        run.maxStates = maxStates
        run.exhaustive = exhaustive
        run.language = reading.resolvedLanguage
        // Checked by ReadingOptions.validate() before the run is made, so it does not throw here.
        run.device = try? reading.deviceRequest
        run.devices = try? deviceMatrix
        run.sourceRoot = sourceRoot
        run.shard = shard
        run.readsCode = !reading.noCode
        run.explainsCode = reading.explainCode
        run.codeFolders = reading.code.map { [$0] } ?? []
        return run
    }

    /// Whether the report is text for a terminal that shows colours (standard output, `NO_COLOR` unset).
    var colors: Bool { Self.colors(format: format, output: output) }

    /// Whether a report in `format` written to `output` (nil: standard output) is text for a terminal
    /// that shows colours.
    static func colors(format: ReportFormat, output: String?) -> Bool {
        output == nil && format == .text && isatty(STDOUT_FILENO) != 0
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}

/// `--shard` takes `I/N`; anything else is refused with what is wrong with it.
extension AuditShard {
    static func argument(_ text: String) throws -> AuditShard {
        if let shard = AuditShard(parsing: text) { return shard }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        if parts.count == 2, let index = parts[0], let count = parts[1] {
            if count < 1 || count > maximumCount { throw ValidationError("N must be between 1 and \(maximumCount), not \(count)") }
            throw ValidationError("I must be between 1 and N (\(count)), not \(index)")
        }
        throw ValidationError("give I/N, part I of N (e.g. 2/4)")
    }
}

/// `--format` takes the report formats by name.
extension ReportFormat: ExpressibleByArgument {}
