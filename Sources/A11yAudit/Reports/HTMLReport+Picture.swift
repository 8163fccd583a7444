import AccessibilityTree
import Foundation

/// The screen pictures of the HTML report and their legend.
extension HTMLReport {
    /// The colour of an element without findings.
    static let elementColor = "#0071e3"
    /// The fill and outline of a bar UIKit draws.
    static let barFill = "#e5e5ea", barStroke = "#aeaeb2"
    /// The most characters of a phrase a box shows.
    static let labelLength = 24

    /// What the colours and strokes of the pictures mean.
    static var legend: String {
        func item(_ color: String, _ text: String, style: String = "solid", fill: String = "transparent") -> String {
            "<li><span class=\"swatch\" style=\"border-color: \(color); border-style: \(style); background: \(fill)\"></span>\(text)</li>\n"
        }
        return "<ul class=\"legend\" aria-label=\"Legend\">\n"
            + item(color(.error), "error") + item(color(.warning), "warning") + item(color(.note), "note")
            + item(elementColor, "element without findings (number: VoiceOver order)")
            + item(color(.error), "element VoiceOver cannot reach", style: "dashed")
            + item(barStroke, "navigation bar, toolbar or tab bar", fill: barFill)
            + "</ul>\n"
    }

    /// The screen drawn at ``pictureWidth``, cut to the band of it that holds something
    /// (``drawnBand(_:findings:)``, said below the picture when it is not the whole screen): its bars,
    /// then the elements as boxes with their number and the start of their phrase; flagged ones in the
    /// colour of their most severe finding, and those VoiceOver cannot reach dashed.
    static func picture(_ screen: ScreenReport, findings: [Finding]) -> String {
        let width = max(1, screen.size.width), height = max(1, screen.size.height)
        let scale = pictureWidth / width
        let band = drawnBand(screen, findings: findings)
        var svg = "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(esc(screen.name))\" "
            + "width=\"\(n(pictureWidth))\" height=\"\(n((band.upperBound - band.lowerBound) * scale))\" "
            + "viewBox=\"0 \(n(band.lowerBound)) \(n(width)) \(n(band.upperBound - band.lowerBound))\">\n"
        for bar in screen.bars {
            let frame = bar.frame
            svg += "<rect class=\"bar\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(barFill)\" stroke=\"\(barStroke)\" stroke-width=\"1\"/>"
            svg += "<text class=\"bar\" x=\"\(n(frame.maxX - 6))\" y=\"\(n(frame.maxY - 6))\" text-anchor=\"end\">\(bar.kind.title)</text>\n"
        }
        var severity: [Int: Severity] = [:]
        for finding in findings {
            guard let number = finding.element?.number else { continue }
            severity[number] = max(severity[number] ?? finding.severity, finding.severity)
        }
        for element in screen.elements {
            let frame = element.frame
            let color = severity[element.number].map(self.color) ?? elementColor
            let strokeWidth = severity[element.number] == nil ? 2 : 5
            svg += "<g class=\"element\"><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"\(strokeWidth)\"/>"
            svg += "<circle cx=\"\(n(frame.minX + 12))\" cy=\"\(n(frame.minY + 12))\" r=\"11\" fill=\"\(color)\"/>"
            svg += "<text x=\"\(n(frame.minX + 12))\" y=\"\(n(frame.minY + 16))\" text-anchor=\"middle\" fill=\"#fff\">\(element.number)</text>"
            if frame.width >= 60, frame.height >= 20 {
                svg += "<text class=\"label\" x=\"\(n(frame.minX + 27))\" y=\"\(n(frame.minY + 16))\" fill=\"#1d1d1f\">\(esc(shortLabel(element.phrase)))</text>"
            }
            svg += "<title>\(element.number). \(esc(element.phrase))</title></g>\n"
        }
        for finding in findings {
            guard let element = finding.element, element.number == nil else { continue }
            let frame = element.frame
            svg += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 4)))\" height=\"\(n(max(frame.height, 4)))\" fill=\"none\" stroke=\"\(color(finding.severity))\" stroke-width=\"4\" stroke-dasharray=\"8 6\"/>\n"
        }
        svg += "</svg>\n"
        if band.lowerBound > 0 || band.upperBound < height {
            svg += "<figcaption class=\"path\">\(n(band.lowerBound))–\(n(band.upperBound)) pt of the screen's \(n(width)) × \(n(height)) pt; "
                + "the rest holds nothing VoiceOver reads</figcaption>\n"
        }
        return svg + "</figure>\n"
    }

    /// The points above and below what a picture draws.
    static let bandMargin = 8.0
    /// The least height a picture is drawn at, in points: a screen with nothing on it is a strip.
    static let bandMinimum = 44.0

    /// The vertical band of the screen a picture draws: from the top of its highest element, bar or
    /// flagged unreachable element to the bottom of its lowest, with a margin, within the screen; at
    /// least ``bandMinimum`` high.
    static func drawnBand(_ screen: ScreenReport, findings: [Finding]) -> ClosedRange<Double> {
        let height = max(1, screen.size.height)
        let frames = screen.bars.map(\.frame) + screen.elements.map(\.frame)
            + findings.compactMap { $0.element?.number == nil ? $0.element?.frame : nil }
        let visible = frames.filter { $0.maxY > 0 && $0.minY < height && $0.minY.isFinite && $0.maxY.isFinite }
        guard let top = visible.map(\.minY).min(), let bottom = visible.map(\.maxY).max() else {
            return 0...min(height, bandMinimum)
        }
        let lower = max(0, top - bandMargin)
        return lower...min(height, max(bottom + bandMargin, lower + bandMinimum))
    }

    /// The start of a phrase, short enough for a box: its first part, cut with an ellipsis.
    static func shortLabel(_ phrase: String) -> String {
        let first = phrase.components(separatedBy: ", ").first ?? phrase
        let text = first.isEmpty ? "(nothing spoken)" : first
        return text.count > labelLength ? String(text.prefix(labelLength - 1)) + "…" : text
    }

    static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "#d70015"
        case .warning: return "#c93400"
        case .note: return "#0060a0"
        }
    }

    static func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
