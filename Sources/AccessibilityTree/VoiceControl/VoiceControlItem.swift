/// One element of the screen as Voice Control sees it: the names a user may say for it, whether it
/// can be acted on, and what it shows (docs/voice-control.md §1). A plain value, derived from the
/// same tree VoiceOver reads (``DerivedTree/voiceControlItems()``).
public struct VoiceControlItem: Hashable, Codable, Sendable, Identifiable {
    /// The live view or element, as in ``ElementSnapshot/id``.
    public var id: ElementID
    /// Its place in VoiceOver's reading order (the index in ``AccessibilitySnapshot/elements``).
    public var index: Int
    /// The names a user may say, the primary one first: the `accessibilityUserInputLabels` when set,
    /// else the label; empty when the item has no name.
    public var names: [String]
    /// Whether ``names`` are the app's `accessibilityUserInputLabels` (else they are the label).
    public var namesAreInputLabels: Bool
    /// Whether Voice Control can activate or adjust it (it gets a number and a name overlay).
    public var isActionable: Bool
    /// The text the item shows on screen (``AccessibilityObject/displayedText``), for label in name.
    public var displayedText: String?
    /// The frame in window coordinates, where overlays are drawn.
    public var frame: Rect

    public init(id: ElementID, index: Int, names: [String], namesAreInputLabels: Bool = false, isActionable: Bool,
                displayedText: String? = nil, frame: Rect) {
        self.id = id
        self.index = index
        self.names = names
        self.namesAreInputLabels = namesAreInputLabels
        self.isActionable = isActionable
        self.displayedText = displayedText
        self.frame = frame
    }

    /// The name "Show names" shows: the first of ``names``.
    public var primaryName: String? { names.first }

    /// Whether a user saying `spoken` names this item (case, surrounding space and end punctuation ignored).
    public func isNamed(_ spoken: String) -> Bool {
        let wanted = VoiceControlName.folded(spoken)
        return !wanted.isEmpty && names.contains { VoiceControlName.folded($0) == wanted }
    }
}
