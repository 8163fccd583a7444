import A11yAudit
import ArgumentParser

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

    @Option(help: "The device's language: VoiceOver's own words in the report's phrases, en, de or ru (default en).")
    var language: String?

    @Flag(help: .private)
    var worker = false

    func validate() throws {
        if let problem = invocation.problem { throw ValidationError(problem) }
    }

    func run() throws {
        try invocation.run()
    }

    /// What the arguments ask for.
    var invocation: AuditInvocation {
        AuditInvocation(inputs: inputs, format: format, output: output, config: config, baseline: baseline,
                        writeBaseline: writeBaseline, jobs: jobs, maxStates: maxStates, exhaustive: exhaustive, worker: worker,
                        language: language)
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
