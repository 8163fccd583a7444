/// The one place Voice Control's names and actionability are decided (docs/voice-control.md §1), from
/// the tree VoiceOver reads: the same elements, in the same order.
extension DerivedTree {
    /// Every element on screen as Voice Control sees it, in reading order.
    public func voiceControlItems() -> [VoiceControlItem] {
        elements.enumerated().map { index, element in
            VoiceControlItem.item(for: element, at: index, object: object(for: element.id))
        }
    }
}

extension VoiceControlItem {
    /// The traits that make an element something to activate or adjust (docs/voice-control.md §1).
    public static let actionableTraits: AccessibilityTraits = [
        .button, .link, .keyboardKey, .adjustable, .switchButton, .tabBarItem, .searchField, .textEntry,
        .backButton, .allowsDirectInteraction,
    ]

    /// The item for `element` at reading-order `index`; `object` is the live object behind it.
    @MainActor
    static func item(for element: ElementSnapshot, at index: Int, object: AccessibilityObject?) -> VoiceControlItem {
        let inputLabels = (object?.accessibilityUserInputLabels ?? []).compactMap(nonEmpty)
        let names = inputLabels.isEmpty ? [element.label].compactMap { $0.flatMap(nonEmpty) } : inputLabels
        return VoiceControlItem(id: element.id, index: index, names: names, namesAreInputLabels: !inputLabels.isEmpty,
                                isActionable: isActionable(element, object: object),
                                displayedText: object?.displayedText.flatMap(nonEmpty), frame: element.frame)
    }

    /// Actionable: an interactive trait, a tab, the app saying it responds to the user, custom actions,
    /// or an activation behaviour — a control, a row, or an activation handler (a tap gesture recognizer).
    /// Static text, images and headers without any of these are not.
    @MainActor
    static func isActionable(_ element: ElementSnapshot, object: AccessibilityObject?) -> Bool {
        if !element.traits.isDisjoint(with: actionableTraits) || element.isTab || element.respondsToUserInteraction
            || !element.customActions.isEmpty {
            return true
        }
        guard let object else { return false }
        return object.accessibilityActivateBlock != nil || object is Control || object is TableViewCell
            || object is CollectionViewCell
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return trimmed.isEmpty ? nil : trimmed
    }
}
