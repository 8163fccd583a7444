/// What VoiceOver says for an element (docs/voiceover.md §4), as pure functions of the snapshot. Every word
/// VoiceOver adds comes from the element's ``ElementSnapshot/voiceOverLanguage`` table.
public enum Phrase {
    /// The separator between the parts of a phrase (project convention: the caption panel's).
    public static let separator = ", "

    /// The trait words in the order VoiceOver speaks them (docs/voiceover.md §4 step 4). Traits not listed here
    /// (staticText, updatesFrequently, playsSound, summaryElement, startsMediaSession,
    /// allowsDirectInteraction, causesPageTurn) are not spoken.
    public static func traitWords(for element: ElementSnapshot) -> [String] {
        let traits = element.traits
        let language = element.voiceOverLanguage
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(language.word(.dimmed)) }
        let isTab = element.isTab || traits.contains(.tabBarItem)
        if traits.contains(.button) && !traits.contains(.backButton) && !traits.contains(.switchButton)
            && !isTab && !traits.contains(.keyboardKey) {
            words.append(language.word(element.opensMenu ? .popUpButton : .button))
        }
        if traits.contains(.backButton) { words.append(language.word(.backButton)) }
        if traits.contains(.switchButton) {
            words.append(language.word(.switchButton))
            if let state = switchState(element.value, in: language) { words.append(state) }
        }
        if isTab { words.append(language.word(.tab)) }
        if traits.contains(.textEntry) && !traits.contains(.searchField) {
            words.append(language.word(traits.contains(.secureTextField) ? .secureTextField : .textField))
            if traits.contains(.isEditing) { words.append(language.word(.isEditing)) }
        }
        if traits.contains(.header) { words.append(language.word(.heading)) }
        if traits.contains(.link) { words.append(language.word(.link)) }
        if traits.contains(.adjustable) { words.append(language.word(.adjustable)) }
        if traits.contains(.image) { words.append(language.word(.image)) }
        if traits.contains(.searchField) {
            words.append(language.word(.searchField))
            if traits.contains(.isEditing) { words.append(language.word(.isEditing)) }
        }
        return words
    }

    /// A switch's value as spoken: "1" → "on", "0" → "off", "2" → "mixed" (in `language`); other
    /// values as they are.
    public static func switchState(_ value: String?, in language: VoiceOverLanguage = .english) -> String? {
        switch value {
        case "1": return language.word(.switchOn)
        case "0": return language.word(.switchOff)
        case "2": return language.word(.switchMixed)
        case let other?: return spoken(other)
        case nil: return nil
        }
    }

    /// The whole phrase: a data table's headers, "Selected", label, value, trait words (or the hint,
    /// when all of these are empty), context, "Actions available", "More content available" and the
    /// content of high importance.
    ///
    /// Examples: `Play, button` · `Selected, Favorites, tab, 2 of 4` · `Volume, 50%, adjustable` ·
    /// `Wi-Fi, switch button, on` · `Settings, back button` · `Submit, dimmed, button` · `Inbox, heading`.
    public static func phrase(for element: ElementSnapshot) -> String {
        let language = element.voiceOverLanguage
        var parts: [String] = []
        if let cell = element.dataTableCell { parts.append(contentsOf: cell.headers) }
        let described = parts.count
        if element.traits.contains(.selected) { parts.append(language.word(.selected)) }
        if let label = spoken(element.label), !dropsLabel(label, of: element) { parts.append(label) }
        if !element.traits.contains(.switchButton), let value = spoken(element.value) { parts.append(value) }
        parts.append(contentsOf: traitWords(for: element))
        if parts.count == described, let hint = spoken(element.hint) { parts.append(hint) }
        if let series = element.series {
            parts.append(language.format(.series, numbers: series.index, series.count))
        }
        if let cell = element.dataTableCell {
            if cell.entersRow { parts.append(language.format(.dataTableRow, numbers: cell.rows.lowerBound + 1)) }
            parts.append(language.format(.dataTableColumn, numbers: cell.columns.lowerBound + 1))
            if cell.rows.count > 1 { parts.append(language.format(.dataTableRowSpan, numbers: cell.rows.count)) }
            if cell.columns.count > 1 { parts.append(language.format(.dataTableColumnSpan, numbers: cell.columns.count)) }
        }
        for context in element.containerContext { parts.append(context.word(in: language)) }
        if !element.customActions.isEmpty { parts.append(language.word(.actionsAvailable)) }
        if !element.customContent.isEmpty { parts.append(language.word(.moreContentAvailable)) }
        for content in element.customContent where content.importance == .high {
            parts.append(contentsOf: [spoken(content.label), spoken(content.value)].compactMap { $0 })
        }
        return parts.joined(separator: separator)
    }

    /// The hint spoken after a pause (docs/voiceover.md §4, "Rules"): the element's own, completed or replaced by
    /// the default of its kind; nil when there is none or the hint is already the phrase.
    public static func hint(for element: ElementSnapshot) -> String? {
        let traits = element.traits
        let language = element.voiceOverLanguage
        let custom = spoken(element.hint)
        if custom != nil && isHintOnly(element) { return nil }
        if traits.contains(.notEnabled) { return custom }
        if traits.contains(.switchButton) {
            return custom.map { language.format(.switchHintFormat, droppingFinalPeriod($0)) } ?? language.word(.switchHint)
        }
        var hint = custom
        if traits.contains(.textEntry) || traits.contains(.searchField) {
            hint = language.word(traits.contains(.isEditing) ? .textFieldEditingHint : .textFieldHint)
        }
        let labelled = spoken(element.label) != nil || spoken(element.value) != nil
        if traits.contains(.adjustable) && (labelled || custom == nil) {
            hint = hint.map { language.format(.adjustableHintFormat, droppingFinalPeriod($0)) } ?? language.word(.adjustableHint)
        }
        return hint
    }

    /// What VoiceOver says after a gesture changed the focused element: only the change (docs/voiceover.md §4).
    public static func valueChange(for element: ElementSnapshot) -> String? {
        if element.traits.contains(.switchButton) { return switchState(element.value, in: element.voiceOverLanguage) }
        return spoken(element.value)
    }

    /// A label or value as VoiceOver speaks it: each run of whitespace (line breaks too) as one space,
    /// none at either end; nil when nothing is left (docs/voiceover.md §4, "Rules").
    public static func spoken(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        guard text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else { return text }
        let words = text.split(whereSeparator: \.isWhitespace)
        if words.isEmpty { return nil }
        return words.joined(separator: " ")
    }

    /// Whether the element's own parts (Selected, label, value, trait words) are all empty, so its
    /// hint is spoken as the phrase (docs/voiceover.md §4, "Rules").
    static func isHintOnly(_ element: ElementSnapshot) -> Bool {
        !element.traits.contains(.selected)
            && (spoken(element.label).map { dropsLabel($0, of: element) } ?? true)
            && (element.traits.contains(.switchButton) || spoken(element.value) == nil)
            && traitWords(for: element).isEmpty
    }

    /// Whether a back button's label is the language's "Back", which VoiceOver drops whatever its case.
    private static func dropsLabel(_ label: String, of element: ElementSnapshot) -> Bool {
        element.traits.contains(.backButton)
            && label.lowercased() == element.voiceOverLanguage.word(.back).lowercased()
    }

    private static func droppingFinalPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

extension ElementSnapshot {
    /// What VoiceOver says when this element is focused.
    public var phrase: String { Phrase.phrase(for: self) }
    /// The hint spoken after the phrase, when there is one.
    public var spokenHint: String? { Phrase.hint(for: self) }
}
