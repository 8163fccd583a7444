/// The audit of every subject, in input order, with what the baseline accepted: what the report
/// formats print and what decides the exit code.
public struct AuditResult: Hashable, Codable, Sendable {
    public var subjects: [SubjectReport]
    /// How many findings the baseline accepted (they are left out of ``SubjectReport/findings``).
    public var baselined: Int
    /// Findings at or above this severity fail the run.
    public var failOn: Severity
    /// The rules that ran, for the formats that list them (SARIF, JUnit).
    public var rules: [RuleDescriptor]

    public init(subjects: [SubjectReport], baselined: Int = 0, failOn: Severity = .error, rules: [RuleDescriptor]) {
        self.subjects = subjects
        self.baselined = baselined
        self.failOn = failOn
        self.rules = rules
    }

    /// Every finding, subject by subject.
    public var findings: [Finding] { subjects.flatMap(\.findings) }

    /// The findings that fail the run.
    public var failingFindings: [Finding] { findings.filter { $0.severity >= failOn } }

    /// 2 when a subject could not be audited (an input error), else 1 when a finding at or above the
    /// failing severity remains, else 0.
    public var exitCode: Int32 {
        if subjects.contains(where: { $0.error != nil }) { return 2 }
        return failingFindings.isEmpty ? 0 : 1
    }

    /// How many findings of each severity, most severe first.
    public var counts: [(severity: Severity, count: Int)] {
        Severity.allCases.reversed().map { severity in (severity, findings.filter { $0.severity == severity }.count) }
    }
}
