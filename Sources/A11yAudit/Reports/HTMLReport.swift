import AccessibilityTree
import Foundation

/// One self-contained HTML page (no scripts, no network): per file and screen, a picture drawn as
/// inline SVG with every element's frame numbered in VoiceOver order, the phrases beside the
/// numbers, and the findings highlighted on the picture and listed below it; each file's scenes
/// audited and those not audited, with why.
enum HTMLReport {
    /// The width a screen picture is drawn at, in CSS pixels.
    static let pictureWidth = 300.0

    static func render(_ result: AuditResult) -> String {
        var body = "<h1>a11ysim audit</h1>\n<p class=\"summary\">"
            + result.counts.map { "\($0.count) \($0.severity)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
            + " in \(result.subjects.count) file\(result.subjects.count == 1 ? "" : "s")"
            + (result.baselined > 0 ? " (\(result.baselined) accepted by the baseline)" : "") + "</p>\n"
            + "<p class=\"summary\">\(esc(coverageSummary(result.coverage)))</p>\n"
        for subject in result.subjects {
            body += "<section class=\"file\">\n<h2>\(esc(subject.path))</h2>\n"
            if let error = subject.error { body += "<p class=\"error\">\(esc(error))</p>\n" }
            if let truncation = subject.exploration.truncation { body += "<p class=\"note\">Exploration cut short: \(esc(truncation))</p>\n" }
            if let coverage = subject.coverage { body += self.coverage(coverage) }
            for screen in subject.screens {
                body += self.screen(screen, findings: subject.findings.filter { $0.screenID == screen.id })
            }
            body += "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>a11ysim audit</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
            .screen { display: flex; gap: 2em; margin: 1.5em 0; padding-top: 1em; border-top: 1px solid #d2d2d7; }
            .screen svg { flex: none; background: #f5f5f7; border: 1px solid #86868b; border-radius: 12px; }
            .elements { margin: 0; padding-left: 2.5em; }
            .elements li.flagged { color: #b00020; font-weight: 600; }
            .path { color: #515154; font-size: 12px; }
            .finding { margin: 0.4em 0; }
            .error { color: #b00020; } .warning { color: #a05a00; } .note { color: #0060a0; }
            svg text { font: bold 13px sans-serif; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private static func screen(_ screen: ScreenReport, findings: [Finding]) -> String {
        let flagged = Set(findings.compactMap { $0.element?.number })
        var html = "<div class=\"screen\" id=\"screen-\(screen.id)\">\n" + picture(screen, findings: findings) + "<div>\n"
        html += "<h3>\(esc(screen.name))</h3>\n<p class=\"path\">\(esc(screen.path))</p>\n<ol class=\"elements\">\n"
        for element in screen.elements {
            let id = element.identifier.map { " <code>#\(esc($0))</code>" } ?? ""
            html += "<li value=\"\(element.number)\"\(flagged.contains(element.number) ? " class=\"flagged\"" : "")>\(esc(element.phrase.isEmpty ? "(nothing spoken)" : element.phrase))\(id)</li>\n"
        }
        html += "</ol>\n"
        for finding in findings {
            let number = finding.element?.number.map { " [\($0)]" } ?? ""
            let location = finding.location.map { " <span class=\"path\">\(esc($0.description))</span>" } ?? ""
            html += "<p class=\"finding \(finding.severity)\"><b>\(finding.severity) \(esc(finding.ruleID))</b>\(number): \(esc(finding.message))\(location)</p>\n"
        }
        return html + "</div>\n</div>\n"
    }

    /// The screen drawn at ``pictureWidth``: elements as numbered boxes; flagged ones in the colour of
    /// their most severe finding (dashed when VoiceOver cannot reach them).
    private static func picture(_ screen: ScreenReport, findings: [Finding]) -> String {
        let width = max(1, screen.size.width), height = max(1, screen.size.height)
        let scale = pictureWidth / width
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(esc(screen.name))\" width=\"\(n(pictureWidth))\" height=\"\(n(height * scale))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        var severity: [Int: Severity] = [:]
        for finding in findings {
            guard let number = finding.element?.number else { continue }
            severity[number] = max(severity[number] ?? finding.severity, finding.severity)
        }
        for element in screen.elements {
            let frame = element.frame
            let color = severity[element.number].map(self.color) ?? "#0071e3"
            let strokeWidth = severity[element.number] == nil ? 2 : 5
            svg += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"\(strokeWidth)\"/>\n"
            svg += "<circle cx=\"\(n(frame.minX + 12))\" cy=\"\(n(frame.minY + 12))\" r=\"11\" fill=\"\(color)\"/>"
            svg += "<text x=\"\(n(frame.minX + 12))\" y=\"\(n(frame.minY + 16))\" text-anchor=\"middle\" fill=\"#fff\">\(element.number)</text>\n"
        }
        for finding in findings {
            guard let element = finding.element, element.number == nil else { continue }
            let frame = element.frame
            svg += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 4)))\" height=\"\(n(max(frame.height, 4)))\" fill=\"none\" stroke=\"\(color(finding.severity))\" stroke-width=\"4\" stroke-dasharray=\"8 6\"/>\n"
        }
        return svg + "</svg>\n"
    }

    private static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "#d70015"
        case .warning: return "#c93400"
        case .note: return "#0060a0"
        }
    }

    private static func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func esc(_ text: String) -> String { Markup.escape(text) }
}
