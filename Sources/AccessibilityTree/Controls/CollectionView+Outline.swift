/// An item's place in a list's outline (`UICellAccessory.outlineDisclosure` in a collection whose
/// section snapshot gives items children; docs/voiceover.md, "Outline disclosure").
public struct OutlinePlace: Hashable, Sendable {
    /// How deep the item is: 0 for a top-level item, its children 1, theirs 2.
    public var level: Int
    /// For a parent, whether its children show; nil for an item without children.
    public var isExpanded: Bool?
    /// Whether the cell shows the disclosure, which says the parent's state as its value.
    public var showsDisclosure: Bool
    /// What the disclosure's own `actionHandler` does, when the app gives one: double tap runs it in
    /// place of UIKit's toggle; nil for UIKit's toggle.
    public var actionHandler: String?

    public init(level: Int, isExpanded: Bool? = nil, showsDisclosure: Bool = false, actionHandler: String? = nil) {
        self.level = level
        self.isExpanded = isExpanded
        self.showsDisclosure = showsDisclosure
        self.actionHandler = actionHandler
    }

    /// What VoiceOver says as a parent's value: the device's "expanded" or "collapsed" (in English
    /// until verified in other languages).
    static func stateWord(expanded: Bool) -> String { expanded ? "expanded" : "collapsed" }
}

/// Expanding and collapsing an outline (docs/voiceover.md, "Outline disclosure"): the list shows an
/// item when every parent above it is expanded; a collapsed parent's descendants are not in the
/// list (UIKit makes no cells for them), and double tap on a parent toggles it.
extension CollectionView {
    /// The items of `section` the list shows: every item not below a collapsed parent.
    func shownItems(of section: [CollectionViewCell]) -> [CollectionViewCell] {
        var collapsedLevel: Int?
        return section.filter { cell in
            guard let place = cell.outline else { return true }
            if let level = collapsedLevel, place.level > level { return false }
            collapsedLevel = place.isExpanded == false ? place.level : nil
            return true
        }
    }

    /// Expands a collapsed parent or collapses an expanded one, the change UIKit's outline disclosure
    /// makes: its value says the new state and the list shows or drops its children right after it.
    /// Returns what it did, for transcripts; nil when `cell` is not a parent of the outline.
    func toggleOutline(of cell: CollectionViewCell) -> String? {
        guard var place = cell.outline, let expanded = place.isExpanded else { return nil }
        place.isExpanded = !expanded
        cell.outline = place
        if place.showsDisclosure { cell.accessibilityValue = OutlinePlace.stateWord(expanded: !expanded) }
        setNeedsLayout()
        return expanded ? "collapses" : "expands"
    }
}
