import AccessibilityTree

/// Issue lines as compilers and SwiftLint print them, `path:line:column: error|warning|note: message
/// (rule)`, which Xcode shows in the editor and Interface Builder when the audit runs in a build
/// phase, and which editors and CI problem matchers parse. One line per finding, its file relative to
/// the source root as SARIF gives it (absolute when outside it); the input's line 1 for a finding
/// without a location, as in SARIF. An input that could not be audited is an `error:` line (at the
/// line its error names, when it names one), a load
/// warning or a cut-short exploration a `warning:` line on the input, and each scene not audited a
/// `warning:` line at the scene, and each view controller declared in code not reached or shown with
/// no elements a `warning:` line at its declaration. Then the text report's summary line, and its
/// coverage line — a `warning:` line when screens were not audited or showed no elements.
enum XcodeReport {
    static func render(_ result: AuditResult) -> String {
        var lines: [String] = []
        func place(_ location: SourceLocation) -> String { SourceRoot.reported(location, sourceRoot: result.sourceRoot) }
        for subject in result.subjects {
            let path = SourceRoot.reported(subject.path, sourceRoot: result.sourceRoot).path
            if let error = subject.error {
                let (at, message) = subject.errorLocation.map { (place($0.location), $0.message) } ?? (path, error)
                lines.append("\(at): error: \(PlainLine.of(message))")
                continue
            }
            if let truncation = subject.exploration.truncation {
                lines.append("\(path): warning: exploration cut short: \(PlainLine.of(truncation))")
            }
            for warning in subject.exploration.warnings { lines.append("\(path): warning: \(PlainLine.of(warning))") }
            for finding in subject.findings {
                let location = finding.location ?? SourceLocation(file: subject.path, line: 1, column: 1)
                lines.append("\(place(location)): \(finding.severity): "
                             + "\(PlainLine.of(finding.fullMessage)) (\(finding.ruleID))")
            }
            for scene in subject.coverage?.notAudited ?? [] {
                let message = "scene \(scene.className) (id \(scene.id)) not audited: \(scene.reason)"
                lines.append("\(scene.location.map(place) ?? path): warning: \(PlainLine.of(message))")
            }
        }
        let code = result.codeCoverage
        for entry in code?.notReached ?? [] {
            lines.append("\(place(entry.controller.location)): warning: "
                         + PlainLine.of("view controller \(entry.controller.className) not audited: \(entry.reason)"))
        }
        for entry in code?.withoutElements ?? [] {
            lines.append("\(place(entry.controller.location)): warning: "
                         + PlainLine.of("view controller \(entry.controller.className) shown with no elements: \(entry.reason)"))
        }
        lines.append(result.summaryLine)
        let totals = result.screenTotals
        let incomplete = totals.auditedWithElements < totals.found
        lines.append((incomplete ? "warning: " : "") + PlainLine.of(result.coverageLine(othersListed: true)))
        return lines.joined(separator: "\n") + "\n"
    }
}
