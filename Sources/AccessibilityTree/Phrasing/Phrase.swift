/// What VoiceOver says for an element (spec §4), as pure functions of the snapshot.
public enum Phrase {
    /// The separator between the parts of a phrase (project convention: the caption panel's).
    public static let separator = ", "

    /// The trait words in the order VoiceOver speaks them (spec §4 step 4). Traits not listed here
    /// (staticText, updatesFrequently, playsSound, summaryElement, startsMediaSession,
    /// allowsDirectInteraction, causesPageTurn) are not spoken.
    public static func traitWords(for element: ElementSnapshot) -> [String] {
        let traits = element.traits
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("dimmed") }
        let isTab = element.isTab || traits.contains(.tabBarItem)
        if traits.contains(.button) && !traits.contains(.backButton) && !traits.contains(.switchButton)
            && !isTab && !traits.contains(.keyboardKey) {
            words.append("button")
        }
        if traits.contains(.backButton) { words.append("back button") }
        if traits.contains(.switchButton) {
            words.append("switch button")
            if let state = switchState(element.value) { words.append(state) }
        }
        if isTab { words.append("tab") }
        if traits.contains(.textEntry) && !traits.contains(.searchField) {
            words.append(traits.contains(.secureTextField) ? "secure text field" : "text field")
            if traits.contains(.isEditing) { words.append("is editing") }
        }
        if traits.contains(.header) { words.append("heading") }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.adjustable) { words.append("adjustable") }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.searchField) {
            words.append("search field")
            if traits.contains(.isEditing) { words.append("is editing") }
        }
        return words
    }

    /// A switch's value as spoken: "1" → "on", "0" → "off", "2" → "mixed"; other values as they are.
    public static func switchState(_ value: String?) -> String? {
        switch value {
        case "1": return "on"
        case "0": return "off"
        case "2": return "mixed"
        case let other?: return other.isEmpty ? nil : other
        case nil: return nil
        }
    }

    /// The whole phrase: "Selected", label, value, trait words, context, "Actions available".
    ///
    /// Examples: `Play, button` · `Selected, Favorites, tab, 2 of 4` · `Volume, 50%, adjustable` ·
    /// `Wi-Fi, switch button, on` · `Settings, back button` · `Submit, dimmed, button` · `Inbox, heading`.
    public static func phrase(for element: ElementSnapshot) -> String {
        var parts: [String] = []
        if element.traits.contains(.selected) { parts.append("Selected") }
        if let label = nonEmpty(element.label),
           !(element.traits.contains(.backButton) && label == "Back") {
            parts.append(label)
        }
        if !element.traits.contains(.switchButton), let value = nonEmpty(element.value) {
            parts.append(value)
        }
        parts.append(contentsOf: traitWords(for: element))
        if let series = element.series { parts.append("\(series.index) of \(series.count)") }
        parts.append(contentsOf: element.containerContext)
        if !element.customActions.isEmpty { parts.append("Actions available") }
        return parts.joined(separator: separator)
    }

    /// The hint spoken after a pause (spec §4): the element's own, else the default for its kind.
    /// A custom hint on an adjustable element is followed by the adjustable hint.
    public static func hint(for element: ElementSnapshot) -> String? {
        let traits = element.traits
        let custom = nonEmpty(element.hint)
        if traits.contains(.adjustable) {
            return [custom, DefaultHint.adjustable].compactMap { $0 }.joined(separator: " ")
        }
        if let custom { return custom }
        if traits.contains(.switchButton) { return DefaultHint.switchButton }
        if traits.contains(.textEntry) && !traits.contains(.isEditing) { return DefaultHint.textField }
        if traits.contains(.searchField) && !traits.contains(.isEditing) { return DefaultHint.textField }
        return nil
    }

    /// What VoiceOver says after a gesture changed the focused element: only the change (spec §4).
    public static func valueChange(for element: ElementSnapshot) -> String? {
        if element.traits.contains(.switchButton) { return switchState(element.value) }
        return nonEmpty(element.value)
    }

    private static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }
}

/// VoiceOver's default hints (spec §4).
public enum DefaultHint {
    public static let adjustable = "Swipe up or down with one finger to adjust the value."
    public static let textField = "Double tap to edit."
    public static let switchButton = "Double tap to toggle setting."
}

extension ElementSnapshot {
    /// What VoiceOver says when this element is focused.
    public var phrase: String { Phrase.phrase(for: self) }
    /// The hint spoken after the phrase, when there is one.
    public var spokenHint: String? { Phrase.hint(for: self) }
}
