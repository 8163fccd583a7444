import AccessibilityTree

/// One explored screen state: how to reach it and what VoiceOver reads there (for pictures and
/// JUnit's rule × screen test cases).
public struct ScreenReport: Hashable, Codable, Sendable {
    /// The order in which exploration found it (0 is the first screen).
    public var id: Int
    /// The controller path and title, e.g. `Tab: Clock › World Clock`.
    public var name: String
    /// The gestures from the first screen, joined with " › " after the first screen's name.
    public var path: String
    /// The window's size in points.
    public var size: Size
    /// The elements in reading order.
    public var elements: [ScreenElement]
    /// The line of the input that describes the screen's controller, when known.
    public var location: SourceLocation?
    /// The navigation bars, toolbars and tab bars shown, for pictures.
    public var bars: [ScreenBar]
    /// The content controllers VoiceOver reads, outermost first, with the elements in each one's view.
    public var controllers: [ShownController]

    public init(id: Int, name: String, path: String, size: Size, elements: [ScreenElement], location: SourceLocation?,
                bars: [ScreenBar] = [], controllers: [ShownController] = []) {
        self.id = id
        self.name = name
        self.path = path
        self.size = size
        self.elements = elements
        self.location = location
        self.bars = bars
        self.controllers = controllers
    }

    /// The gesture path's first step: the entry the screen was reached from (the first screen, or a
    /// scene opened on its own, e.g. `⟨scene "Settings"⟩`).
    public var entry: String {
        path.components(separatedBy: " › ").first ?? path
    }
}

/// A bar UIKit draws on a screen: a navigation bar, toolbar or tab bar, and where.
public struct ScreenBar: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable {
        case navigationBar, toolbar, tabBar

        /// How a picture labels it.
        public var title: String {
            switch self {
            case .navigationBar: return "Navigation bar"
            case .toolbar: return "Toolbar"
            case .tabBar: return "Tab bar"
            }
        }
    }

    public var kind: Kind
    /// The frame in window coordinates.
    public var frame: Rect

    public init(kind: Kind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}

/// An element of a screen, numbered in VoiceOver order.
public struct ScreenElement: Hashable, Codable, Sendable {
    /// 1-based position in the reading order.
    public var number: Int
    public var phrase: String
    public var identifier: String?
    public var frame: Rect
    /// The name Voice Control's "Show names" shows on it: its primary name when Voice Control can
    /// activate or adjust it and it has one (docs/voice-control.md §1); nil otherwise.
    public var voiceControlName: String?

    public init(number: Int, phrase: String, identifier: String?, frame: Rect, voiceControlName: String? = nil) {
        self.number = number
        self.phrase = phrase
        self.identifier = identifier
        self.frame = frame
        self.voiceControlName = voiceControlName
    }
}
