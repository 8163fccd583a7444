import AccessibilityTree

/// `reading-order-columns`: a form laid out in columns that VoiceOver reads across.
public struct ReadingOrderColumnsRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "reading-order-columns", summary: "Swipe order that contradicts the visual columns (a two-column form read across instead of down).",
        defaultSeverity: .warning,
        help: "VoiceOver reads row by row, so in a form laid out in columns a field is read after the next column's caption instead of its own. Group each column (shouldGroupAccessibilityChildren, or accessibilityElements in column order).")

    /// How far below its caption a field may start, in points.
    static let captionGap: Double = 24

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let elements = screen.capture.snapshot.elements
        for (index, field) in elements.enumerated() where field.isInteractive {
            guard let caption = Self.caption(of: field, at: index, in: elements), caption < index - 1 else { continue }
            let captionFrame = elements[caption].frame
            let across = elements[(caption + 1)..<index].first { other in
                abs(other.frame.minY - captionFrame.minY) < ReadingOrder.sameRowThresholdPhone
                    && !Self.overlapsHorizontally(other.frame, captionFrame) && !Self.overlapsHorizontally(other.frame, field.frame)
            }
            guard let across else { continue }
            return [RuleHit(.element(index), "\(elements[caption].quoted) captions \(field.quoted) below it, but VoiceOver reads \(across.quoted) from the next column between them: the columns are read across instead of down. Group each column.")]
        }
        return []
    }

    /// The static text right above `field` in the same column, when there is one.
    static func caption(of field: ElementSnapshot, at index: Int, in elements: [ElementSnapshot]) -> Int? {
        var best: Int?
        for (candidate, element) in elements.enumerated() where candidate < index {
            guard element.traits.contains(.staticText), !element.traits.contains(.header), !element.isInteractive,
                  element.trimmedLabel != nil else { continue }
            let gap = field.frame.minY - element.frame.maxY
            guard gap >= -2, gap <= captionGap, overlapsHorizontally(element.frame, field.frame) else { continue }
            if best.map({ elements[$0].frame.maxY < element.frame.maxY }) ?? true { best = candidate }
        }
        return best
    }

    /// Whether the two frames share at least half of the narrower one's width.
    static func overlapsHorizontally(_ a: Rect, _ b: Rect) -> Bool {
        let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        return overlap >= 0.5 * min(a.width, b.width)
    }
}
