import AccessibilityTree
import SceneLoader

/// `dynamic-type`: the text of a label, button title, text field or text view that does not follow
/// the user's text size (XCUITest's audit type `dynamicType`).
public struct DynamicTypeRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "dynamic-type", summary: "Text that does not scale with Dynamic Type: a fixed-size font, or a text style the label, button title, text field or text view does not adjust.", defaultSeverity: .warning,
        help: "People who need larger text set it in Settings; text in a fixed-size font stays small. Give the label a text style (UIFont.preferredFont(forTextStyle:), Interface Builder's Font > Text Styles) and turn on adjustsFontForContentSizeCategory (Interface Builder: Dynamic Type, Automatically Adjusts Font); for a custom font, UIFontMetrics.scaledFont(for:).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let font = capture.elements[index].fixedSizeFont else { return nil }
            // A button's title is its titleLabel's: Interface Builder has no switch for it there.
            let isTitle = capture.elements[index].uikitClassName == "UIButton"
            let adjusts = isTitle ? "titleLabel.adjustsFontForContentSizeCategory (in code, or as a user-defined runtime attribute in Interface Builder)" : "adjustsFontForContentSizeCategory"
            if let style = font.textStyle {
                let scaled = font.metrics == nil ? "has the text style \(style)" : "has a font UIFontMetrics scales by the text style \(style)"
                return RuleHit(.element(index), "\(element.quoted) \(scaled) but does not adjust its font for the content size category: its text keeps its size when the user changes the text size. Turn on \(adjusts).")
            }
            return RuleHit(.element(index), "\(element.quoted) is set in a fixed \(font.pointSize.compact) pt font (\(isTitle ? "as the source gives it, else UIKit's default title font" : "as the source gives it")): its text does not grow with the user's text size. Use a text style (preferredFont(forTextStyle:)) and \(adjusts).")
        }
    }
}

/// `text-size-overlap`: views that overlap at the other text size checked and not at the default.
public struct TextSizeOverlapRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "text-size-overlap", summary: "Text or controls that overlap at a larger Dynamic Type size and not at the default.", defaultSeverity: .warning,
        help: "As text grows, views placed by fixed positions or sizes run into each other: text is drawn over text, and a tap may reach the wrong control. Tie each view to its neighbours with constraints that let it push them (not to fixed heights or positions), put rows in a vertical stack at accessibility sizes, or let the screen scroll.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.contentSizeHits { element, problem in
            guard case .overlaps(let other, _) = problem.kind else { return nil }
            return "At the text size \(problem.category.rawValue) (\(problem.category.shortName)), \(problem.subject(element)) overlaps \(other), which it does not at the default size. Let the views push each other apart, or stack them\(problem.cell == nil ? "" : ", and let the row size itself")."
        }
    }
}

/// `text-size-off-screen`: a control that a larger text size pushes off the screen, out of the view
/// it is in or past the end of its scroll view's content, where a tap or scrolling cannot reach it.
public struct TextSizeOffScreenRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "text-size-off-screen", summary: "A control that a larger Dynamic Type size pushes off the screen, out of its superview or past its scroll view's content, out of reach.", defaultSeverity: .warning,
        help: "Larger text makes the views above a control taller; without a scroll view around them, the control is pushed past the bottom of the screen (or of the view it is in, which does not pass taps outside its bounds) and nobody can reach it. Put the content in a scroll view whose content is tied to its content layout guide, or let the container grow with its content.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.contentSizeHits { element, problem in
            guard problem.cell == nil ? element.isInteractive : problem.viewIsControl else { return nil }
            let place: String
            switch problem.kind {
            case .outside(let container):
                let edge = problem.cell == nil ? "off the screen, with no scroll view to bring it back" : "past the edge of its row, which does not grow with it: a tap there reaches the row beside it"
                place = container.map { "out of \($0) it is in, which does not pass taps outside its bounds" } ?? edge
            case .beyondScrollContent(let scrollView):
                place = "past the end of the content of \(scrollView), which does not grow with it: scrolling does not reach it"
            default:
                return nil
            }
            return "At the text size \(problem.category.rawValue) (\(problem.category.shortName)), \(problem.subject(element)) is pushed \(place). Let the content scroll, or the container grow\(problem.cell == nil ? "" : " (let the row size itself)")."
        }
    }
}

extension ScreenCapture {
    /// A hit on each element for each of its text-size problems `message` words (nil: not this
    /// rule's); a problem of a view inside a cell once on the screen, on the first row that has it
    /// (the sample rows of one prototype share its views: docs/audit-rules.md, "Dynamic Type").
    func contentSizeHits(_ message: (ElementSnapshot, ContentSizeProblem) -> String?) -> [RuleHit] {
        var hits: [RuleHit] = []
        var reported: Set<ContentSizeProblem> = []
        for (index, element) in snapshot.elements.enumerated() {
            for problem in elements[index].contentSizeProblems where problem.cell == nil || reported.insert(problem).inserted {
                if let text = message(element, problem) { hits.append(RuleHit(.element(index), text)) }
            }
        }
        return hits
    }
}

extension ContentSizeProblem {
    /// How a finding names what the problem is on: the element, or for a view inside a table cell
    /// the view, its cell and the element VoiceOver reads — the row, or the view itself when the cell
    /// is not one element (`the label "Whisk" in the cell 'step' (StepCell), read as "Whisk"`).
    func subject(_ element: ElementSnapshot) -> String {
        guard let cell else { return element.quoted }
        return "\(view ?? "a view") in \(cell), read as \(element.quoted),"
    }
}
