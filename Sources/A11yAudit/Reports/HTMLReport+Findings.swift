/// The list of every finding near the top of the HTML report, before the pictures.
extension HTMLReport {
    /// Per file with findings or an error: each finding's severity, rule, screen (a link to its
    /// picture), element number, message and line of the input; an input that could not be audited
    /// says so. Empty when there is nothing to list (the summary table then says "No findings.").
    static func findingList(_ result: AuditResult) -> String {
        var html = ""
        for (fileIndex, subject) in result.subjects.enumerated() where subject.error != nil || !subject.findings.isEmpty {
            html += "<h3>\(esc(subject.path))</h3>\n"
            if let error = subject.error { html += "<p class=\"error\">Not audited: \(esc(error))</p>\n" }
            guard !subject.findings.isEmpty else { continue }
            let names = Dictionary(subject.screens.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            html += "<ol class=\"findings\">\n"
            for finding in subject.findings {
                let screen = "<a href=\"#\(anchor(fileIndex, finding.screenID))\">\(esc(names[finding.screenID] ?? finding.screen))</a>"
                html += "<li class=\"finding \(finding.severity)\"><b>\(finding.severity) \(esc(finding.ruleID))</b> on \(screen)"
                    + "\(number(finding)): \(esc(finding.message))\(location(finding, sourceRoot: result.sourceRoot))</li>\n"
            }
            html += "</ol>\n"
        }
        return html.isEmpty ? "" : "<section class=\"finding-list\">\n<h2>Findings</h2>\n\(html)</section>\n"
    }

    /// ` [3]`: the element's number in the pictures, when VoiceOver reaches it.
    static func number(_ finding: Finding) -> String {
        finding.element?.number.map { " [\($0)]" } ?? ""
    }

    /// The input's line that describes the element, as a muted span; its file relative to the source
    /// root, as SARIF gives it.
    static func location(_ finding: Finding, sourceRoot: String?) -> String {
        finding.location.map { " <span class=\"path\">\(esc(SourceRoot.reported($0, sourceRoot: sourceRoot)))</span>" } ?? ""
    }
}
