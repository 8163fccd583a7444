/// The two closing lines the line-based reports (text, Xcode, GitHub) share, and the HTML page opens with.
extension AuditResult {
    /// `1 error, 1 warning, 0 notes in 1 file — audit failed: 1 at or above error`: the counts, what the
    /// baseline accepted, and whether the audit passed.
    var summaryLine: String {
        let counts = counts.map { "\($0.count) \($0.severity)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
        let deviceCount = devices.count
        let files = fileCount
        var line = "\(counts) in \(files) file\(files == 1 ? "" : "s")"
        if deviceCount > 0 { line += " on \(deviceCount) device\(deviceCount == 1 ? "" : "s")" }
        if baselined > 0 { line += " (\(baselined) accepted by the baseline)" }
        let totals = screenTotals
        switch exitCode {
        case 0 where totals.auditedWithElements < totals.found:
            line += " — audit passed on what it saw: \(totals.auditedWithElements) of \(totals.found) screens audited with elements"
        case 0: line += " — audit passed"
        case 1:
            let failing = failingFindings.count
            var reasons = failing > 0 ? ["\(failing) at or above \(failOn)"] : []
            if let unseen = coverageFailure { reasons.append(unseen) }
            line += " — audit failed: " + reasons.joined(separator: "; ")
        default: line += " — audit failed: input errors"
        }
        return line
    }

    /// `audited 3 of 4 scenes (1 not audited: …)`: how many scenes were audited of those found, and
    /// the first three of those that were not; `othersListed` says that the report lists the rest.
    /// With code read, the view controllers it declares that no scene names count too, as screens:
    /// `audited 5 of 9 screens, 1 of them with no elements (3 declared in code not reached: …; 1 …)`.
    /// An input that could not be read adds `; 1 input not read, its scenes not counted: Broken.storyboard`:
    /// the scenes found are only those of the inputs read.
    func coverageLine(othersListed: Bool) -> String {
        let code = codeCoverage
        guard coverage != nil || code != nil else {
            return "audited 0 of 0 scenes" + (unreadInputs.count == subjects.count && !subjects.isEmpty ? "" : " (the inputs do not list their scenes)")
                + unreadSuffix
        }
        let totals = screenTotals
        let noun = code == nil ? "scene" : "screen"
        var line = "audited \(totals.audited) of \(totals.found) \(noun)\(totals.found == 1 ? "" : "s")"
        if totals.withoutElements > 0 { line += ", \(totals.withoutElements) of them with no elements" }
        func part(_ what: String, _ names: [String]) -> String? {
            guard !names.isEmpty else { return nil }
            // With `--devices`, a scene not audited on several devices is one screen, named once.
            let names = devices.isEmpty ? names : Self.perDevice(names)
            let count = names.count
            let more = names.count > 3 ? " and \(names.count - 3) more\(othersListed ? ", listed above" : "")" : ""
            return "\(count) \(what): \(names.prefix(3).joined(separator: ", "))\(more)"
        }
        let unreached = code?.notReached ?? []
        let parts = [
            part("declared in code not reached", unreached.filter { $0.controller.kind == .screen }.map(\.controller.summary)),
            part("hosting SwiftUI, not modelled", unreached.filter { $0.controller.kind == .swiftUIHost }.map(\.controller.summary)),
            part("not audited", (devices.isEmpty ? coverage?.notAudited ?? [] : subjects.flatMap { $0.coverage?.notAudited ?? [] }).map(\.summary)),
        ].compactMap { $0 }
        if !parts.isEmpty { line += " (\(parts.joined(separator: "; ")))" }
        return line + unreadSuffix
    }

    /// With `audit --devices`, where each device's report names its scenes: each name once, in order,
    /// with how many devices it was named on (`LegacyViewController (id legacy) (on 2 devices)`).
    private static func perDevice(_ names: [String]) -> [String] {
        var order: [String] = []
        var times: [String: Int] = [:]
        for name in names {
            if times[name] == nil { order.append(name) }
            times[name, default: 0] += 1
        }
        return order.map { name in times[name, default: 1] > 1 ? "\(name) (on \(times[name, default: 1]) devices)" : name }
    }

    /// `; 1 input not read, its scenes not counted: Broken.storyboard`, or nothing when every input was read.
    private var unreadSuffix: String {
        unreadInputs.isEmpty ? "" : "; " + unreadInputsPhrase(listing: 3)
    }

    /// `1 input not read, its scenes not counted: Broken.storyboard`, naming at most `limit` of them.
    func unreadInputsPhrase(listing limit: Int) -> String {
        let count = unreadInputs.count
        let shown = unreadInputs.prefix(limit).map(\.path).joined(separator: ", ")
        return "\(count) input\(count == 1 ? "" : "s") not read, \(count == 1 ? "its" : "their") scenes not counted: \(shown)"
            + (count > limit ? " and \(count - limit) more" : "")
    }

    /// The inputs that could not be audited (an input error), whose scenes no coverage counts.
    var unreadInputs: [SubjectReport] { subjects.filter { $0.error != nil } }
}
