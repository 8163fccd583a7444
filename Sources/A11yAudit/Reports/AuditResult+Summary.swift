/// The two closing lines the line-based reports (text, Xcode, GitHub) share, and the HTML page opens with.
extension AuditResult {
    /// `1 error, 1 warning, 0 notes in 1 file — audit failed: 1 at or above error`: the counts, what the
    /// baseline accepted, and whether the audit passed.
    var summaryLine: String {
        let counts = counts.map { "\($0.count) \($0.severity)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
        let files = subjects.count
        var line = "\(counts) in \(files) file\(files == 1 ? "" : "s")"
        if baselined > 0 { line += " (\(baselined) accepted by the baseline)" }
        switch exitCode {
        case 0: line += " — audit passed"
        case 1: line += " — audit failed: \(failingFindings.count) at or above \(failOn)"
        default: line += " — audit failed: input errors"
        }
        return line
    }

    /// `audited 3 of 4 scenes (1 not audited: …)`: how many scenes were audited of those found, and
    /// the first three of those that were not; `othersListed` says that the report lists the rest.
    /// An input that could not be read adds `; 1 input not read, its scenes not counted: Broken.storyboard`:
    /// the scenes found are only those of the inputs read.
    func coverageLine(othersListed: Bool) -> String {
        var line: String
        if let coverage {
            line = "audited \(coverage.audited) of \(coverage.found) scene\(coverage.found == 1 ? "" : "s")"
            let missing = coverage.notAudited
            if !missing.isEmpty {
                let shown = missing.prefix(3).map(\.summary).joined(separator: ", ")
                line += " (\(missing.count) not audited: \(shown)\(missing.count > 3 ? " and \(missing.count - 3) more\(othersListed ? ", listed above" : "")" : ""))"
            }
        } else {
            line = "audited 0 of 0 scenes" + (unreadInputs.count == subjects.count && !subjects.isEmpty ? "" : " (the inputs do not list their scenes)")
        }
        if !unreadInputs.isEmpty {
            let count = unreadInputs.count
            let shown = unreadInputs.prefix(3).map(\.path).joined(separator: ", ")
            line += "; \(count) input\(count == 1 ? "" : "s") not read, \(count == 1 ? "its" : "their") scenes not counted: \(shown)"
                + (count > 3 ? " and \(count - 3) more" : "")
        }
        return line
    }

    /// The inputs that could not be audited (an input error), whose scenes no coverage counts.
    var unreadInputs: [SubjectReport] { subjects.filter { $0.error != nil } }
}
