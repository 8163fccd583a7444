/// The scenes of the whole run, for the reports' summaries.
extension AuditResult {
    /// Every file of every subject that lists its scenes; nil when none does (apps built in code).
    public var coverage: SceneCoverage? {
        let coverages = subjects.compactMap(\.coverage)
        return coverages.isEmpty ? nil : SceneCoverage(files: coverages.flatMap(\.files))
    }
}

extension UnauditedScene {
    /// `SettingsViewController (id abc-12-def) at Main.storyboard:40:5`, as the reports name it.
    public var summary: String {
        "\(className) (id \(id))" + (location.map { " at \($0)" } ?? "")
    }
}
