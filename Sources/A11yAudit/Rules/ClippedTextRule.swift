import AccessibilityTree
import SceneLoader

/// `clipped-text`: text cut off — a one-line label narrower than its text at the size explored, or a
/// label whose text needs more lines than it shows at the other text size checked.
public struct ClippedTextRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "clipped-text", summary: "Text cut off: a one-line label narrower than its measured text, or a label that shows fewer lines than its text needs at a larger Dynamic Type size.", defaultSeverity: .warning,
        help: "A label cuts off text that does not fit (\"Delete acc…\"): sighted users lose the end, and larger Dynamic Type sizes cut off more. Let the label take more lines (numberOfLines = 0) and give it room to grow (no fixed height), let it shrink (adjustsFontSizeToFitWidth), or make it wider. Text is measured in Inter, the open font closest to Apple's system font (docs/layout.md).")

    /// How much wider than the label the measured text must be, in points and as a share of the
    /// label's width: Inter is not SF Pro, and a label's text of 25 characters measures a point or
    /// two off (docs/layout.md, "Text measurement"), so a label only just too narrow is left alone.
    static let margin = (points: 2.0, share: 0.05)

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            let facts = capture.elements[index]
            if let text = facts.singleLineText, text.width > 0, !text.text.isKnownOnlyAtRuntime,
               text.textWidth > text.width + max(Self.margin.points, text.width * Self.margin.share) {
                return RuleHit(.element(index), "\(element.quoted) is one line of \(text.font.pointSize.compact) pt text \(text.textWidth.rounded().compact) pt wide (measured) in a label \(text.width.compact) pt wide: the end is cut off. Allow more lines, let it shrink to fit, or widen it.")
            }
            for problem in facts.contentSizeProblems {
                let size = "At the text size \(problem.category.rawValue) (\(problem.category.shortName))"
                switch problem.kind {
                case .truncated(let lines, let shown):
                    guard let text = problem.text, !text.isKnownOnlyAtRuntime else { continue }
                    let points = problem.font.map { " (\($0.pointSize.compact) pt)" } ?? ""
                    return RuleHit(.element(index), "\(size)\(points), \(element.quoted) needs \(lines) lines but shows \(shown): the rest is cut off. Let it take more lines (numberOfLines = 0) and grow, without a fixed height.")
                case .outside(let container) where !element.isInteractive:
                    let place = container.map { "out of \($0) it is in" } ?? "past the edge of the screen, with no scroll view to bring it back"
                    return RuleHit(.element(index), "\(size), \(element.quoted) is pushed \(place): its text is cut off there. Let the content scroll, or the container grow.")
                case .beyondScrollContent(let scrollView) where !element.isInteractive:
                    let place = "past the end of the content of \(scrollView), which does not grow with it"
                    return RuleHit(.element(index), "\(size), \(element.quoted) is pushed \(place): its text is cut off there. Let the content scroll, or the container grow.")
                default:
                    continue
                }
            }
            return nil
        }
    }
}
