/// The scenes of the whole run, for the reports' summaries.
extension AuditResult {
    /// Every file of every subject that lists its scenes; nil when none does (apps built in code).
    /// With `audit --devices`, an input's reports on its devices count its scenes once
    /// (``SceneCoverage/init(acrossDevices:)``).
    public var coverage: SceneCoverage? {
        var inputs: [String] = []
        var byInput: [String: [SceneCoverage]] = [:]
        for subject in subjects {
            guard let coverage = subject.coverage else { continue }
            // Without a device, each subject is an input of its own, even when two name one path.
            let key = subject.device == nil ? "\(inputs.count)" : "device:" + subject.path
            if byInput[key] == nil { inputs.append(key) }
            byInput[key, default: []].append(coverage)
        }
        guard !inputs.isEmpty else { return nil }
        return SceneCoverage(files: inputs.flatMap { key in SceneCoverage(acrossDevices: byInput[key] ?? []).files })
    }
}

/// The screens of the whole run: the scenes and the view controllers declared in code that no scene
/// names, counted together.
public struct ScreenTotals: Hashable, Sendable {
    /// Screens to audit: every scene, and every declared screen or SwiftUI host no scene names.
    public var found: Int
    /// Those a screen state showed.
    public var audited: Int
    /// Those audited that no screen state showed with an element in their view.
    public var withoutElements: Int

    /// Those audited with at least one element: audited clean or with findings.
    public var auditedWithElements: Int { audited - withoutElements }

    /// Whether there were screens to audit and none was seen with an element: such an audit fails
    /// (exit 1) instead of passing what it did not see.
    public var nothingSeen: Bool { found > 0 && auditedWithElements == 0 }
}

extension AuditResult {
    /// The view controllers declared in code as the run audited them; nil when no code was read.
    public var codeCoverage: CodeCoverage? {
        declaredControllers.isEmpty ? nil : CodeCoverage(declared: declaredControllers, subjects: subjects)
    }

    /// Why coverage fails the run, else nil: no screen audited with elements of those found
    /// (`none of the 4 screens was audited with elements`), or fewer than ``minCoverage`` percent
    /// (`3 of 80 screens audited with elements (3.8%), below minCoverage 80%`). A run with no input
    /// (a shard given none) does not fail.
    public var coverageFailure: String? {
        let totals = screenTotals
        guard !subjects.isEmpty, totals.found > 0 else { return nil }
        if totals.nothingSeen {
            return totals.found == 1 ? "its one screen was not audited with elements" : "none of the \(totals.found) screens was audited with elements"
        }
        let share = 100 * Double(totals.auditedWithElements) / Double(totals.found)
        guard let minCoverage, share < minCoverage else { return nil }
        return "\(totals.auditedWithElements) of \(totals.found) screens audited with elements (\(Self.percent(share))), "
            + "below minCoverage \(Self.percent(minCoverage))"
    }

    /// `3.8%`, `80%`: one decimal, none when whole.
    private static func percent(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }

    /// The scenes and the declared controllers no scene names, counted together.
    public var screenTotals: ScreenTotals {
        let scenes = coverage, code = codeCoverage
        return ScreenTotals(found: (scenes?.found ?? 0) + (code?.found ?? 0), audited: (scenes?.audited ?? 0) + (code?.audited ?? 0),
                            withoutElements: (scenes?.withoutElements.count ?? 0) + (code?.withoutElements.count ?? 0))
    }
}

extension UnauditedScene {
    /// `SettingsViewController (id abc-12-def) at Main.storyboard:40:5`, as the reports name it.
    public var summary: String {
        "\(className) (id \(id))" + (location.map { " at \($0)" } ?? "")
    }
}
