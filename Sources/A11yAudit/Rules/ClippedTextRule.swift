import AccessibilityTree
import SceneLoader

/// `clipped-text`: text cut off — a one-line label narrower than its text at the size explored, or at
/// the other text size checked a label or text view that does not scroll showing fewer lines than its
/// text needs, a button's title wider than the button leaves it, or a text field's line taller than the field.
public struct ClippedTextRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "clipped-text", summary: "Text cut off: a one-line label narrower than its measured text, or at a larger Dynamic Type size a label or text view showing fewer lines than its text needs, a button title wider than its button or a text field's text taller than the field.", defaultSeverity: .warning,
        help: "A label or button title cuts off text that does not fit (\"Delete acc…\", \"Del…unt\"), and a text field or text view that does not scroll cuts off what its height does not hold: sighted users lose the rest, and larger Dynamic Type sizes cut off more. Let the label take more lines (numberOfLines = 0) and give it room to grow (no fixed height or width), let it shrink (adjustsFontSizeToFitWidth), or make it wider; let a button's title wrap, and fields and text views grow with their text. Text is measured in Inter, the open font closest to Apple's system font (docs/layout.md).")

    /// How much wider than the label the measured text must be, in points and as a share of the
    /// label's width: Inter is not SF Pro, and a label's text of 25 characters measures a point or
    /// two off (docs/layout.md, "Text measurement"), so a label only just too narrow is left alone.
    static let margin = (points: 2.0, share: 0.05)

    /// `text` in quotes, its first 40 characters when longer.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? text.prefix(39) + "…" : text) + "\""
    }

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        var hits: [RuleHit] = []
        var reported: Set<ContentSizeProblem> = []
        for (index, element) in capture.snapshot.elements.enumerated() {
            let facts = capture.elements[index]
            if let text = facts.singleLineText, text.width > 0, !text.text.isKnownOnlyAtRuntime,
               text.textWidth > text.width + max(Self.margin.points, text.width * Self.margin.share) {
                hits.append(RuleHit(.element(index), "\(element.quoted) is one line of \(text.font.pointSize.compact) pt text \(text.textWidth.rounded().compact) pt wide (measured) in a label \(text.width.compact) pt wide: the end is cut off. Allow more lines, let it shrink to fit, or widen it."))
                continue
            }
            // An element's first problem; every problem of the views inside a cell, each once on the screen.
            for problem in facts.contentSizeProblems where problem.cell == nil || reported.insert(problem).inserted {
                guard let text = message(problem, on: element, isTextView: facts.uikitClassName == "UITextView") else { continue }
                hits.append(RuleHit(.element(index), text))
                if problem.cell == nil { break }
            }
        }
        return hits
    }

    /// What a finding on `problem` says, nil when it is not this rule's (or its text is known only when the app runs).
    private func message(_ problem: ContentSizeProblem, on element: ElementSnapshot, isTextView: Bool) -> String? {
        let size = "At the text size \(problem.category.rawValue) (\(problem.category.shortName))"
        let subject = problem.subject(element)
        switch problem.kind {
        case .truncated(let lines, let shown):
            guard let text = problem.text, !text.isKnownOnlyAtRuntime else { return nil }
            let points = problem.font.map { " (\($0.pointSize.compact) pt)" } ?? ""
            if isTextView, problem.cell == nil {
                return "\(size)\(points), the text view \(element.quoted) does not scroll, and its text needs \(lines) lines but it shows \(shown): the rest is cut off. Let it grow with its text, without a fixed height, or let it scroll."
            }
            return "\(size)\(points), \(subject) needs \(lines) lines but shows \(shown): the rest is cut off. Let it take more lines (numberOfLines = 0) and grow, without a fixed height\(problem.cell == nil ? "" : " (nor a fixed row height: let the row size itself)")."
        case .titleTruncated(let textWidth, let room):
            guard let text = problem.text, !text.isKnownOnlyAtRuntime, let font = problem.font else { return nil }
            return "\(size) (\(font.pointSize.compact) pt), the title \(Self.quoted(text)) of \(subject) is one line \(textWidth.rounded().compact) pt wide (measured) where the button leaves it \(room.rounded().compact) pt: part of it is cut off. Let the button grow with its title (no fixed width), or let the title take more lines (titleLabel.numberOfLines = 0 and lineBreakMode = .byWordWrapping, or a UIButton.Configuration)."
        case .textClippedVertically(let lineHeight, let height):
            guard let text = problem.text, !text.isKnownOnlyAtRuntime, let font = problem.font else { return nil }
            if problem.cell != nil, !problem.viewIsControl {
                return "\(size) (\(font.pointSize.compact) pt), \(subject) is a line \(lineHeight.rounded().compact) pt high held \(height.compact) pt high by its row's height: its top and bottom are cut off, or drawn over the rows beside it. Let the row size itself (UITableView.automaticDimension, no fixed rowHeight or heightForRowAt)."
            }
            return "\(size) (\(font.pointSize.compact) pt), the text \(Self.quoted(text)) of \(subject) is a line \(lineHeight.rounded().compact) pt high in a field \(height.compact) pt high: its top and bottom are cut off. Let the field grow with its text (no fixed height)."
        case .outside(let container) where problem.cell == nil ? !element.isInteractive : !problem.viewIsControl:
            let place = container.map { "out of \($0) it is in" } ?? (problem.cell == nil ? "past the edge of the screen, with no scroll view to bring it back" : "past the edge of its row, which does not grow with it")
            return "\(size), \(subject) is pushed \(place): its text is cut off there\(problem.cell == nil ? "" : ", or drawn over the rows beside it"). Let the content scroll, or the container grow\(problem.cell == nil ? "" : " (let the row size itself)")."
        case .beyondScrollContent(let scrollView) where problem.cell == nil ? !element.isInteractive : !problem.viewIsControl:
            let place = "past the end of the content of \(scrollView), which does not grow with it"
            return "\(size), \(subject) is pushed \(place): its text is cut off there. Let the content scroll, or the container grow."
        default:
            return nil
        }
    }
}
