import AccessibilityTree

/// `clipped-text`: a one-line label whose text is wider than the label at its font size.
public struct ClippedTextRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "clipped-text", summary: "One-line label whose text is wider than the label (estimated from the font size).", defaultSeverity: .warning,
        help: "A one-line label cuts off text that does not fit (\"Delete acc…\"): sighted users lose the end, and larger Dynamic Type sizes cut off more. Let the label take more lines (numberOfLines = 0), let it shrink (adjustsFontSizeToFitWidth), or make it wider. The width is an estimate from the font size, not a text layout.")

    /// How much wider than the label the estimate must be: above the estimates of labels Interface
    /// Builder sized to fit their text (docs/audit-rules.md#clipped-text), so a label only just too
    /// narrow is left to the estimate's doubt.
    static let margin = 1.2

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let text = capture.elements[index].singleLineText, text.width > 0, !text.text.isKnownOnlyAtRuntime else { return nil }
            let estimate = TextWidthEstimate.width(of: text.text, in: text.font)
            guard estimate > text.width * Self.margin else { return nil }
            return RuleHit(.element(index), "\(element.quoted) is one line of \(text.font.pointSize.compact) pt text about \(estimate.rounded().compact) pt wide (an estimate from the font size) in a label \(text.width.compact) pt wide: the end is cut off. Allow more lines, let it shrink to fit, or widen it.")
        }
    }
}

extension ClippedTextRule {
    /// The estimated width of `text` drawn on one line in `font` (`TextWidthEstimate`), in points.
    public static func estimatedWidth(of text: String, in font: Font) -> Double {
        TextWidthEstimate.width(of: text, in: font)
    }
}
