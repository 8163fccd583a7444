import AccessibilityTree
import SceneLoader

/// What the audit read from the live app when it first reached a screen state: the snapshot plus the
/// facts about live objects that rules need. Plain values, so rules are pure functions of it.
public struct ScreenCapture: Sendable {
    /// What VoiceOver sees.
    public var snapshot: AccessibilitySnapshot
    /// Facts about each element of ``snapshot`` (same order).
    public var elements: [ElementFacts]
    /// Elements VoiceOver cannot reach, and why.
    public var unreachable: [UnreachableFacts]
    /// Controls inside an element, which VoiceOver never reaches (it does not look inside an element).
    public var nested: [NestedFacts]
    /// Facts about the screen as a whole.
    public var screen: ScreenFacts
    /// The window's size.
    public var windowSize: Size
    /// Each element as Voice Control sees it (same order as ``elements``): its names, whether it is
    /// actionable and the text it shows.
    public var voiceControl: [VoiceControlItem]
    /// The shown views with a tap gesture recognizer.
    public var tapTargets: [TapTargetFacts] = []

    public init(snapshot: AccessibilitySnapshot, elements: [ElementFacts], unreachable: [UnreachableFacts],
                nested: [NestedFacts] = [], screen: ScreenFacts, windowSize: Size, voiceControl: [VoiceControlItem] = []) {
        self.snapshot = snapshot
        self.elements = elements
        self.voiceControl = voiceControl
        self.unreachable = unreachable
        self.nested = nested
        self.screen = screen
        self.windowSize = windowSize
    }
}

/// What the live object behind an element tells beyond its snapshot.
public struct ElementFacts: Sendable {
    /// Where the element (or the nearest object with a known place) is described.
    public var location: SourceLocation?
    /// The image's name, when the element is a button labelled only by it.
    public var labellingImageName: String?
    /// The text colour and the opaque colour behind it, when the model gives both.
    public var textColor: Color?
    public var backgroundColor: Color?
    /// The class of the view a tap at the activation point reaches instead, when another view covers it.
    public var coveredBy: String?
    /// Whether it is a table or collection cell (double tap selects it).
    public var isCell: Bool
    /// Whether it is behind the front-most presentation (reachable only because that one is not modal).
    public var isBehindPresentation: Bool
    /// Whether it is a wheel of a date picker: UIKit's own private element, which the app cannot label.
    public var isDatePickerWheel: Bool
    /// Whether it is a page control, which UIKit reads by its value ("page 2 of 3"), needing no label.
    public var isPageControl: Bool
    /// Whether it is a text field whose label is its placeholder (no accessibilityLabel set).
    public var isLabelledByPlaceholder: Bool
    /// The text of a label drawn on one line at a fixed size, when the source gives its font.
    public var singleLineText: SingleLineText?
    /// The UIKit class the element is or inherits from (`UISwitch` for the app's `ThemeSwitch`).
    public var uikitClassName: String?
    /// Whether its frame is a11ysim's estimate, not the app's (``AccessibilityObject/frameIsEstimated``).
    public var frameIsEstimated = false
    /// The font of a label's, button title's, text field's or text view's text when it does not
    /// follow the user's text size (a fixed size, or a text style the view does not adjust), as the
    /// source gives it.
    public var fixedSizeFont: Font?
    /// What another text size breaks on it (docs/layout.md, "Dynamic Type").
    public var contentSizeProblems: [ContentSizeProblem] = []

    public init(location: SourceLocation? = nil, labellingImageName: String? = nil, textColor: Color? = nil,
                backgroundColor: Color? = nil, coveredBy: String? = nil, isCell: Bool = false, isBehindPresentation: Bool = false,
                isDatePickerWheel: Bool = false, isPageControl: Bool = false, isLabelledByPlaceholder: Bool = false,
                singleLineText: SingleLineText? = nil) {
        self.location = location
        self.labellingImageName = labellingImageName
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.coveredBy = coveredBy
        self.isCell = isCell
        self.isBehindPresentation = isBehindPresentation
        self.isDatePickerWheel = isDatePickerWheel
        self.isPageControl = isPageControl
        self.isLabelledByPlaceholder = isLabelledByPlaceholder
        self.singleLineText = singleLineText
    }
}

/// A label's text as drawn on one line, neither wrapping nor shrinking: what the clipped-text rule
/// compares with the label's width.
public struct SingleLineText: Sendable {
    public var text: String
    public var font: Font
    /// The label's width in points.
    public var width: Double
    /// The text's width in the font, measured (docs/layout.md, "Text measurement").
    public var textWidth: Double

    public init(text: String, font: Font, width: Double, textWidth: Double? = nil) {
        self.text = text
        self.font = font
        self.width = width
        self.textWidth = textWidth ?? TextLines.width(of: text, in: font)
    }
}

/// A control inside an accessibility element: VoiceOver reads the element and never the control.
public struct NestedFacts: Sendable {
    /// The control as it would be read were it reachable.
    public var element: ElementSnapshot
    /// The reading-order index of the element that holds it.
    public var container: Int
    public var location: SourceLocation?

    public init(element: ElementSnapshot, container: Int, location: SourceLocation?) {
        self.element = element
        self.container = container
        self.location = location
    }
}

/// An element VoiceOver cannot reach.
public struct UnreachableFacts: Sendable {
    public var element: ElementSnapshot
    /// Why: the model's reason (hidden by a modal sibling, zero size, outside the window).
    public var reason: UnreachableElement.Reason
    /// True when a modal view or presentation in front visibly covers it (a sheet, an alert, a popup
    /// made modal): the user is not meant to reach it now.
    public var isLegitimatelyCovered: Bool
    public var location: SourceLocation?

    public init(element: ElementSnapshot, reason: UnreachableElement.Reason, isLegitimatelyCovered: Bool, location: SourceLocation?) {
        self.element = element
        self.reason = reason
        self.isLegitimatelyCovered = isLegitimatelyCovered
        self.location = location
    }
}

/// Facts about a screen as a whole.
public struct ScreenFacts: Sendable {
    /// How many controllers are presented on the window.
    public var presentationDepth: Int
    /// The front-most presentation's style.
    public var presentationStyle: ModalPresentationStyle?
    /// Whether the front-most presentation is an alert or action sheet.
    public var isAlert: Bool
    /// Content in front that does not hide what is behind it from VoiceOver.
    public var overlay: OverlayFact?
    /// The depth of the front-most navigation stack (0 when there is none).
    public var navigationDepth: Int
    /// Whether that stack hides its navigation bar.
    public var isNavigationBarHidden: Bool
    /// The number of tab controllers of an on-screen tab bar controller, when it has more than five.
    public var tabCount: Int?
    /// The front-most content controller's class and where it is described.
    public var controllerName: String
    public var controllerLocation: SourceLocation?
    /// The bars shown (navigation bars, toolbars, tab bars), for pictures.
    public var bars: [ScreenBar] = []
    /// The content controllers VoiceOver reads, with the elements in each one's view.
    public var controllers: [ShownController] = []

    public init(presentationDepth: Int = 0, presentationStyle: ModalPresentationStyle? = nil, isAlert: Bool = false,
                overlay: OverlayFact? = nil, navigationDepth: Int = 0, isNavigationBarHidden: Bool = false,
                tabCount: Int? = nil, controllerName: String = "UIViewController", controllerLocation: SourceLocation? = nil) {
        self.presentationDepth = presentationDepth
        self.presentationStyle = presentationStyle
        self.isAlert = isAlert
        self.overlay = overlay
        self.navigationDepth = navigationDepth
        self.isNavigationBarHidden = isNavigationBarHidden
        self.tabCount = tabCount
        self.controllerName = controllerName
        self.controllerLocation = controllerLocation
    }
}

/// A presentation or view in front whose content VoiceOver reads together with what it covers.
public struct OverlayFact: Sendable {
    /// e.g. `overFullScreen presentation of "Menu"` or `custom overlay UIView`.
    public var description: String
    /// Reading-order indices of the covered elements VoiceOver still reaches.
    public var coveredElements: [Int]
    /// Where the overlay is described.
    public var location: SourceLocation?

    public init(description: String, coveredElements: [Int], location: SourceLocation?) {
        self.description = description
        self.coveredElements = coveredElements
        self.location = location
    }
}
