import AccessibilityTree
import Foundation

/// One self-contained HTML page (no scripts, no network) a reviewer reads without the finding list:
/// first the verdict, the scenes audited and a summary table by rule and severity linking to the
/// screens, then every finding in one list; then a colour legend and, per file and per entry, each
/// screen drawn as inline SVG — its bars, and every element's frame with its number in VoiceOver
/// order and a short label, cut to the part that holds them — and as Voice Control's "Show names"
/// shows it, beside the phrases and the findings;
/// each file's scenes audited and those not audited, with why. With `audit --devices`, a table of
/// the findings per device, and each file's screens drawn once per device (docs/audit.md, "Devices").
enum HTMLReport {
    /// The width a screen picture is drawn at, in CSS pixels.
    static let pictureWidth = 300.0

    static func render(_ result: AuditResult) -> String {
        var body = "<h1>a11ysim audit</h1>\n"
            + "<p class=\"summary verdict \(result.exitCode == 0 ? "passed" : "failed")\">\(esc(result.summaryLine))</p>\n"
            + "<p class=\"summary\">\(esc(coverageSummary(result)))</p>\n"
        body += summaryTable(result) + deviceTable(result) + findingList(result)
        body += "<h2>Screens</h2>\n" + legend
        for (fileIndex, subject) in result.subjects.enumerated() {
            body += "<section class=\"file\" id=\"file-\(fileIndex)\">\n<h2>\(esc(subject.path))\(subject.device.map { " on \(esc($0))" } ?? "")</h2>\n"
            if let error = subject.error { body += "<p class=\"error\">\(esc(error))</p>\n" }
            if let truncation = subject.exploration.truncation { body += "<p class=\"note\">Exploration cut short: \(esc(truncation))</p>\n" }
            if let coverage = subject.coverage { body += self.coverage(coverage) }
            var findingsByScreen: [Int: [Finding]] = [:]
            for finding in result.findings(onDeviceOf: fileIndex) { findingsByScreen[finding.screenID, default: []].append(finding) }
            for (entry, screens) in entries(of: subject.screens) {
                body += "<section class=\"entry\">\n<h3>Entry: \(esc(entry))</h3>\n"
                for screen in screens {
                    body += self.screen(screen, findings: findingsByScreen[screen.id] ?? [], anchor: anchor(fileIndex, screen.id), sourceRoot: result.sourceRoot)
                }
                body += "</section>\n"
            }
            body += "</section>\n"
        }
        if let code = result.codeCoverage { body += codeCoverage(code) }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>a11ysim audit</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
            table.rules { border-collapse: collapse; margin: 1em 0; }
            table.rules th, table.rules td { border: 1px solid #d2d2d7; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
            table.rules td.count { text-align: right; }
            .legend { display: flex; flex-wrap: wrap; gap: 1.2em; margin: 1em 0; padding: 0; list-style: none; }
            .legend li { display: flex; align-items: center; gap: 0.4em; }
            .swatch { display: inline-block; width: 1.4em; height: 1em; border: 3px solid; border-radius: 3px; }
            .entry > h3 { margin-top: 1.5em; color: #515154; }
            .screen { display: flex; gap: 2em; margin: 1.5em 0; padding-top: 1em; border-top: 1px solid #d2d2d7; }
            .screen figure { flex: none; margin: 0; width: 300px; }
            .screen svg { display: block; background: #f5f5f7; border: 1px solid #86868b; border-radius: 6px; }
            .screen figcaption { margin-top: 0.3em; }
            .elements { margin: 0; padding-left: 2.5em; }
            .elements li.flagged { color: #b00020; font-weight: 600; }
            .path { color: #515154; font-size: 12px; }
            .finding { margin: 0.4em 0; }
            .verdict { font-size: 16px; font-weight: 600; }
            .verdict.failed { color: #b00020; } .verdict.passed { color: #1b7f3b; }
            ol.findings { padding-left: 2em; }
            .error { color: #b00020; } .warning { color: #a05a00; } .note { color: #0060a0; }
            svg text { font: bold 13px sans-serif; }
            svg text.label { font: 12px sans-serif; }
            svg text.bar { font: 12px sans-serif; fill: #515154; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// The anchor of a screen: unique in the page, across files.
    static func anchor(_ fileIndex: Int, _ screenID: Int) -> String { "file-\(fileIndex)-screen-\(screenID)" }

    /// The screens grouped by the entry each was reached from, in the order the entries first appear.
    static func entries(of screens: [ScreenReport]) -> [(String, [ScreenReport])] {
        var order: [String] = []
        var groups: [String: [ScreenReport]] = [:]
        for screen in screens {
            if groups[screen.entry] == nil { order.append(screen.entry) }
            groups[screen.entry, default: []].append(screen)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// A table of the findings by rule and severity, most severe first, each row linking to the
    /// screens it was found on.
    private static func summaryTable(_ result: AuditResult) -> String {
        struct Row { var rule: String; var severity: Severity; var count = 0; var screens: [(String, String)] = []; var seen: Set<String> = [] }
        var rows: [String: Row] = [:]
        for (fileIndex, subject) in result.subjects.enumerated() {
            let names = Dictionary(subject.screens.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            for finding in subject.findings {
                let key = "\(finding.ruleID)|\(finding.severity)"
                var row = rows[key] ?? Row(rule: finding.ruleID, severity: finding.severity)
                row.count += 1
                let target = anchor(fileIndex, finding.screenID)
                if row.seen.insert(target).inserted { row.screens.append((target, names[finding.screenID] ?? finding.screen)) }
                rows[key] = row
            }
        }
        guard !rows.isEmpty else { return "<p class=\"summary\">No findings.</p>\n" }
        let sorted = rows.values.sorted { ($0.severity, $1.count, $1.rule) > ($1.severity, $0.count, $0.rule) }
        var html = "<table class=\"rules\">\n<thead><tr><th>Rule</th><th>Severity</th><th>Findings</th><th>Screens</th></tr></thead>\n<tbody>\n"
        for row in sorted {
            let links = row.screens.map { "<a href=\"#\($0.0)\">\(esc($0.1))</a>" }.joined(separator: ", ")
            html += "<tr class=\"\(row.severity)\"><td><code>\(esc(row.rule))</code></td><td>\(row.severity)</td><td class=\"count\">\(row.count)</td><td>\(links)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func screen(_ screen: ScreenReport, findings: [Finding], anchor: String, sourceRoot: String?) -> String {
        let flagged = Set(findings.compactMap { $0.element?.number })
        var html = "<div class=\"screen\" id=\"\(anchor)\">\n" + picture(screen, findings: findings) + namesPicture(screen) + "<div>\n"
        html += "<h4>\(esc(screen.name))</h4>\n<p class=\"path\">\(esc(screen.path))</p>\n<ol class=\"elements\">\n"
        for element in screen.elements {
            let id = element.identifier.map { " <code>#\(esc($0))</code>" } ?? ""
            html += "<li value=\"\(element.number)\"\(flagged.contains(element.number) ? " class=\"flagged\"" : "")>\(esc(element.phrase.isEmpty ? "(nothing spoken)" : element.phrase))\(id)</li>\n"
        }
        html += "</ol>\n"
        for finding in findings {
            html += "<p class=\"finding \(finding.severity)\"><b>\(finding.severity) \(esc(finding.ruleID))</b>\(number(finding)): "
                + "\(esc(finding.message))\(location(finding, sourceRoot: sourceRoot))</p>\n"
        }
        return html + "</div>\n</div>\n"
    }

    static func esc(_ text: String) -> String { Markup.escape(text) }
}
