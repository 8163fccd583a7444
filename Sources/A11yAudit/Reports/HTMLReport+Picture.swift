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
            + item(nameTagColor, "Show names: the name Voice Control shows (none: it cannot be named)", fill: nameTagColor)
            + "</ul>\n"
    }

    /// The screen drawn at ``pictureWidth``, as tall as what it shows (``PictureStrips``: empty stretches
    /// left out, each marked with its height, and said below the picture): its bars, then the elements
    /// as boxes with their number and the start of their phrase; flagged ones in the colour of their
    /// most severe finding, and those VoiceOver cannot reach dashed.
    static func picture(_ screen: ScreenReport, findings: [Finding]) -> String {
        let unreachable = findings.compactMap { finding in
            finding.element.flatMap { $0.number == nil ? ($0.frame, finding.severity) : nil }
        }
        var severity: [Int: Severity] = [:]
        for finding in findings {
            guard let number = finding.element?.number else { continue }
            severity[number] = max(severity[number] ?? finding.severity, finding.severity)
        }
        return drawing(screen, extraFrames: unreachable.map(\.0), title: screen.name) { place in
            var svg = ""
            for element in screen.elements {
                let frame = element.frame
                let color = severity[element.number].map(self.color) ?? elementColor
                let strokeWidth = severity[element.number] == nil ? 2 : 5
                var shapes = "<g class=\"element\"><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"\(strokeWidth)\"/>"
                shapes += "<circle cx=\"\(n(frame.minX + 12))\" cy=\"\(n(frame.minY + 12))\" r=\"11\" fill=\"\(color)\"/>"
                shapes += "<text x=\"\(n(frame.minX + 12))\" y=\"\(n(frame.minY + 16))\" text-anchor=\"middle\" fill=\"#fff\">\(element.number)</text>"
                if frame.width >= 60, frame.height >= 20 {
                    shapes += "<text class=\"label\" x=\"\(n(frame.minX + 27))\" y=\"\(n(frame.minY + 16))\" fill=\"#1d1d1f\">\(esc(shortLabel(element.phrase)))</text>"
                }
                svg += place(frame, shapes + "<title>\(element.number). \(esc(element.phrase))</title></g>")
            }
            for (frame, severity) in unreachable {
                svg += place(frame, "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 4)))\" height=\"\(n(max(frame.height, 4)))\" fill=\"none\" stroke=\"\(color(severity))\" stroke-width=\"4\" stroke-dasharray=\"8 6\"/>")
            }
            return svg
        }
    }

    /// The screen as Voice Control's "Show names" shows it (docs/voice-control.md §2): every element
    /// a faint outline, and each item Voice Control can act on tagged with its primary name; an item
    /// with no name gets no tag, as on the device, so the controls a user cannot name stand out.
    static func namesPicture(_ screen: ScreenReport) -> String {
        drawing(screen, extraFrames: [], title: "\(screen.name), Show names", caption: "Show names (Voice Control)") { place in
            var svg = ""
            for element in screen.elements {
                let frame = element.frame
                var shapes = "<g class=\"name\"><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"none\" stroke=\"\(barStroke)\" stroke-width=\"1\"/>"
                if let name = element.voiceControlName {
                    let text = shortName(name)
                    let tagWidth = Double(text.count) * nameCharacterWidth + 12
                    let left = (frame.minX + frame.width / 2) - tagWidth / 2, top = frame.minY + 2
                    shapes += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(tagWidth))\" height=\"20\" rx=\"5\" fill=\"\(nameTagColor)\"/>"
                    shapes += "<text x=\"\(n((frame.minX + frame.width / 2)))\" y=\"\(n(top + 15))\" text-anchor=\"middle\" fill=\"#fff\">\(esc(text))</text>"
                        + "<title>\(esc(name))</title>"
                }
                svg += place(frame, shapes + "</g>")
            }
            return svg
        }
    }

    /// The colour of a Voice Control name tag.
    static let nameTagColor = "#3a3a3c"
    /// The width a name tag allows per character, in points.
    static let nameCharacterWidth = 7.5

    /// A name short enough for a tag: cut with an ellipsis at ``labelLength`` characters.
    static func shortName(_ name: String) -> String {
        name.count > labelLength ? String(name.prefix(labelLength - 1)) + "…" : name
    }

    /// A picture of `screen` with its bars and the gaps left out, the rest drawn by `content` through
    /// the `place` function it is given (which moves shapes up with the stretch that holds a frame).
    private static func drawing(_ screen: ScreenReport, extraFrames: [Rect], title: String, caption: String? = nil,
                                content: ((Rect, String) -> String) -> String) -> String {
        let width = max(1, screen.size.width), height = max(1, screen.size.height)
        let strips = PictureStrips(frames: screen.bars.map(\.frame) + screen.elements.map(\.frame) + extraFrames, screenHeight: height)
        var svg = "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(esc(title))\" "
            + "width=\"\(n(pictureWidth))\" height=\"\(n(strips.drawnHeight * pictureWidth / width))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(strips.drawnHeight))\">\n"
        /// `shapes` moved up with the stretch that holds `frame`; nothing when it is outside the screen.
        func place(_ frame: Rect, _ shapes: String) -> String {
            guard let shift = strips.shift(of: frame) else { return "" }
            return shift == 0 ? shapes + "\n" : "<g transform=\"translate(0 \(n(-shift)))\">\(shapes)</g>\n"
        }
        for bar in screen.bars {
            let frame = bar.frame
            svg += place(frame, "<rect class=\"bar\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(barFill)\" stroke=\"\(barStroke)\" stroke-width=\"1\"/>"
                + "<text class=\"bar\" x=\"\(n(frame.maxX - 6))\" y=\"\(n(frame.maxY - 6))\" text-anchor=\"end\">\(bar.kind.title)</text>")
        }
        svg += content(place)
        for gap in strips.gaps {
            let top = gap.drawnTop, bottom = gap.drawnTop + PictureStrips.gapHeight
            svg += "<g class=\"gap\"><rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(PictureStrips.gapHeight))\" fill=\"#fff\"/>"
                + "<line x1=\"0\" y1=\"\(n(top))\" x2=\"\(n(width))\" y2=\"\(n(top))\" stroke=\"#86868b\" stroke-dasharray=\"6 4\"/>"
                + "<line x1=\"0\" y1=\"\(n(bottom))\" x2=\"\(n(width))\" y2=\"\(n(bottom))\" stroke=\"#86868b\" stroke-dasharray=\"6 4\"/>"
                + "<text class=\"bar\" x=\"\(n(width / 2))\" y=\"\(n(top + 16))\" text-anchor=\"middle\">\(n(gap.height)) pt left out</text></g>\n"
        }
        svg += "</svg>\n"
        if let caption { svg += "<figcaption class=\"path\">\(esc(caption))</figcaption>\n" }
        if strips.leavesOut {
            svg += "<figcaption class=\"path\">A \(n(width)) × \(n(height)) pt screen; the stretches with nothing VoiceOver reads are left out.</figcaption>\n"
        }
        return svg + "</figure>\n"
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
