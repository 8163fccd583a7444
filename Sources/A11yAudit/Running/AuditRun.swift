/// Puts subject reports together into the run's result: the baseline applied, the failing severity
/// and the rules that ran.
public enum AuditRun {
    public static func result(subjects: [SubjectReport], options: AuditOptions, baseline: Baseline? = nil) -> AuditResult {
        let filtered = baseline?.filter(subjects) ?? (subjects: subjects, accepted: 0)
        return AuditResult(subjects: filtered.subjects, baselined: filtered.accepted, failOn: options.configuration.failOn,
                           rules: options.enabledRules.map { entry in
                               var descriptor = entry.rule.descriptor
                               descriptor.defaultSeverity = entry.severity
                               return descriptor
                           })
    }
}
