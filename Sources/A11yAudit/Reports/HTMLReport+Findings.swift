/// The list of every finding near the top of the HTML report, before the pictures.
extension HTMLReport {
    /// Per file with findings or an error: each finding's severity, rule, screen (a link to its
    /// picture), element number, message and line of the input; an input that could not be audited
    /// says so. Empty when there is nothing to list (the summary table then says "No findings.").
    /// With `audit --devices`, per file and device, each finding under the first device it was found on,
    /// linking to its screen on every device it was found on.
    static func findingList(_ result: AuditResult) -> String {
        var html = ""
        for (fileIndex, subject) in result.subjects.enumerated() where subject.error != nil || !subject.findings.isEmpty {
            html += "<h3>\(esc(subject.path))\(subject.device.map { " on \(esc($0))" } ?? "")</h3>\n"
            if let error = subject.error { html += "<p class=\"error\">Not audited: \(esc(error))</p>\n" }
            guard !subject.findings.isEmpty else { continue }
            let names = Dictionary(subject.screens.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            html += "<ol class=\"findings\">\n"
            for finding in subject.findings {
                let screen = "<a href=\"#\(anchor(fileIndex, finding.screenID))\">\(esc(names[finding.screenID] ?? finding.screen))</a>"
                html += "<li class=\"finding \(finding.severity)\"><b>\(finding.severity) \(esc(finding.ruleID))</b> on \(screen)"
                    + "\(number(finding)): \(esc(finding.message))\(location(finding, sourceRoot: result.sourceRoot))"
                    + "\(devices(finding, fileIndex: fileIndex, in: result))</li>\n"
            }
            html += "</ol>\n"
        }
        return html.isEmpty ? "" : "<section class=\"finding-list\">\n<h2>Findings</h2>\n\(html)</section>\n"
    }

    /// ` on iPhone SE (3rd generation), iPad Pro (12.9-inch)`, each a link to the finding's screen on
    /// that device; nothing without `audit --devices`.
    static func devices(_ finding: Finding, fileIndex: Int, in result: AuditResult) -> String {
        guard let devices = finding.devices else { return "" }
        let path = result.subjects[fileIndex].path
        let links = devices.map { entry in
            // The same input's report on that device: next to this one, after it.
            let index = result.subjects[fileIndex...].prefix { $0.path == path }.firstIndex { $0.device == entry.device }
            return index.map { "<a href=\"#\(anchor($0, entry.screenID))\">\(esc(entry.device))</a>" } ?? esc(entry.device)
        }
        return " <span class=\"devices\">on \(links.joined(separator: ", "))</span>"
    }

    /// A table of the findings on each device of `audit --devices` and the screens explored there;
    /// empty without it.
    static func deviceTable(_ result: AuditResult) -> String {
        let rows = result.deviceSummaries
        guard !rows.isEmpty else { return "" }
        var html = "<table class=\"rules devices\">\n<thead><tr><th>Device</th><th>Screens</th>"
            + Severity.allCases.reversed().map { "<th>\($0)s</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><td>\(esc(row.device))</td><td class=\"count\">\(row.screens)</td>"
                + row.counts.map { "<td class=\"count\">\($0.count)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
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
