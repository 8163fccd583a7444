/// The audit of every subject, in input order, with what the baseline accepted: what the report
/// formats print and what decides the exit code.
public struct AuditResult: Hashable, Codable, Sendable {
    public var subjects: [SubjectReport]
    /// How many findings the baseline accepted (they are left out of ``SubjectReport/findings``).
    public var baselined: Int
    /// Findings at or above this severity fail the run.
    public var failOn: Severity
    /// The configuration's `minCoverage`: the least share, in percent, of the screens found that must
    /// be audited with elements; nil for none.
    public var minCoverage: Double?
    /// The rules that ran, for the formats that list them (SARIF, JUnit).
    public var rules: [RuleDescriptor]
    /// The absolute folder SARIF and GitHub give file locations relative to (`%SRCROOT%`); nil leaves relative
    /// paths as they are and absolute ones as `file://` URIs.
    public var sourceRoot: String?
    /// Set in a shard's report (`audit --shard`): which shard it is and what `AuditMerge` checks.
    public var shard: ShardRecord?
    /// The view controllers the folders' Swift code declares, for coverage (``codeCoverage``); empty
    /// when no code was read.
    public var declaredControllers: [CodeController] = []

    public init(subjects: [SubjectReport], baselined: Int = 0, failOn: Severity = .error, rules: [RuleDescriptor],
                sourceRoot: String? = nil) {
        self.subjects = subjects
        self.baselined = baselined
        self.failOn = failOn
        self.rules = rules
        self.sourceRoot = sourceRoot
    }

    /// Every finding, subject by subject.
    public var findings: [Finding] { subjects.flatMap(\.findings) }

    /// The findings that fail the run.
    public var failingFindings: [Finding] { findings.filter { $0.severity >= failOn } }

    /// 2 when a subject could not be audited (an input error), else 1 when a finding at or above the
    /// failing severity remains or the audit saw nothing of the screens it had to audit
    /// (``coverageFailure``), else 0.
    public var exitCode: Int32 {
        if subjects.contains(where: { $0.error != nil }) { return 2 }
        let fails = subjects.contains { subject in subject.findings.contains { $0.severity >= failOn } }
        return fails || coverageFailure != nil ? 1 : 0
    }

    /// How many findings of each severity, most severe first (counted in place: a corpus has
    /// thousands of findings, and the reports ask for the counts before writing them).
    public var counts: [(severity: Severity, count: Int)] {
        var tally = [Severity: Int]()
        for subject in subjects {
            for finding in subject.findings { tally[finding.severity, default: 0] += 1 }
        }
        return Severity.allCases.reversed().map { ($0, tally[$0] ?? 0) }
    }
}
