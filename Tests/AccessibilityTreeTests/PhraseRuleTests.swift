import Testing
import AccessibilityTree

/// docs/voiceover.md §4, "Rules (device-verified by AccessibilitySnapshot…)": each test cites the line it checks.
@MainActor
@Suite("Phrase and hint rules")
struct PhraseRuleTests {
    private func element(_ label: String? = nil, value: String? = nil, hint: String? = nil,
                         _ traits: AccessibilityTraits = [], content: [AccessibilityCustomContent] = [],
                         language: VoiceOverLanguage = .english) -> ElementSnapshot {
        ElementSnapshot(id: ElementID(rawValue: 1), className: "UIView", label: label, value: value, hint: hint,
                        traits: traits, customContent: content, voiceOverLanguage: language)
    }

    @Test("\"Label, value and the trait words empty but a hint set: the hint is spoken as the phrase, and there is no separate hint.\"")
    func hintOnly() {
        let hintOnly = element(hint: "Opens the menu.")
        #expect(hintOnly.phrase == "Opens the menu.")
        #expect(hintOnly.spokenHint == nil)
        let button = element(hint: "Opens the menu.", [.button])
        #expect(button.phrase == "button")
        #expect(button.spokenHint == "Opens the menu.")
    }

    @Test("\"Switch (not dimmed): a custom hint, its final period dropped, is followed by '. Double tap to toggle setting.'\"")
    func switchHint() {
        #expect(element("Wi-Fi", value: "1", hint: "Turns Wi-Fi on.", [.button, .switchButton]).spokenHint
                == "Turns Wi-Fi on. Double tap to toggle setting.")
        #expect(element("Wi-Fi", value: "1", hint: "Turns Wi-Fi on", [.button, .switchButton]).spokenHint
                == "Turns Wi-Fi on. Double tap to toggle setting.")
        #expect(element("Wi-Fi", value: "1", [.button, .switchButton]).spokenHint == "Double tap to toggle setting.")
    }

    @Test("\"Text field / text view (not dimmed): the hint is 'Double tap to edit.' and replaces a custom hint; while editing it is 'Use the rotor to access Misspelled Words'\"")
    func textFieldHint() {
        #expect(element("Name", hint: "Your full name.", [.textEntry]).spokenHint == "Double tap to edit.")
        #expect(element("Name", hint: "Your full name.", [.textEntry, .isEditing]).spokenHint
                == "Use the rotor to access Misspelled Words")
        #expect(element("Search", [.searchField, .isEditing]).spokenHint == "Use the rotor to access Misspelled Words")
    }

    @Test("\"Adjustable (not dimmed, not a switch, not hint-only)\" gets the adjustable hint")
    func adjustableHint() {
        #expect(element("Volume", value: "50%", hint: "Sets the volume", [.adjustable]).spokenHint
                == "Sets the volume. Swipe up or down with one finger to adjust the value.")
        #expect(element("Dark", value: "1", [.button, .switchButton, .adjustable]).spokenHint == "Double tap to toggle setting.")
        #expect(element(hint: "Sets the volume.", [.adjustable]).spokenHint == "Sets the volume.")
        #expect(element("Volume", [.adjustable, .notEnabled]).spokenHint == nil)
    }

    @Test("\"Dimmed elements get none of these default hints; their custom hint is spoken as set.\"")
    func dimmedHints() {
        #expect(element("Wi-Fi", value: "0", [.button, .switchButton, .notEnabled]).spokenHint == nil)
        #expect(element("Name", [.textEntry, .notEnabled]).spokenHint == nil)
        #expect(element("Wi-Fi", value: "0", hint: "Needs a network.", [.button, .switchButton, .notEnabled]).spokenHint
                == "Needs a network.")
    }

    @Test("\"A back button's label 'Back' is dropped whatever its case ('back', 'BACK').\"", arguments: ["Back", "back", "BACK"])
    func backButton(label: String) {
        #expect(element(label, [.button, .backButton]).phrase == "back button")
        #expect(element("Zurück", [.button, .backButton], language: .german).phrase == "Zurück Taste")
    }

    @Test("\"Whitespace in a label or value is spoken as one space and trimmed at both ends\"")
    func whitespace() {
        #expect(element("   Entrar   ", [.button]).phrase == "Entrar, button")
        #expect(element("Two\nlines", value: " 3 \t items ").phrase == "Two lines, 3 items")
        #expect(element("   ", [.button]).phrase == "button")
    }

    @Test("\"Custom content: 'More content available' after 'Actions available'; content marked high importance is spoken after the phrase\"")
    func customContent() {
        let content = [AccessibilityCustomContent(label: "Price", value: "$5", importance: .high),
                       AccessibilityCustomContent(label: "Size", value: "Large")]
        var item = element("Coffee", [.button], content: content)
        item.customActions = ["Order"]
        #expect(item.phrase == "Coffee, button, Actions available, More content available, Price, $5")
        #expect(element("Tea", content: [AccessibilityCustomContent(label: "Size", value: "Small")]).phrase
                == "Tea, More content available")
    }

    @Test("\"Data tables: header texts first, then 'Row R' when focus enters a new row, 'Column C'; spans\"")
    func dataTableCell() {
        var cell = element("12")
        cell.dataTableCell = DataTableCellPosition(table: ElementID(rawValue: 9), rows: 1..<3, columns: 2..<3,
                                                   headers: ["Tuesday", "Rain, mm"], entersRow: true)
        #expect(cell.phrase == "Tuesday, Rain, mm, 12, Row 2, Column 3, Spans 2 rows")
        cell.dataTableCell?.entersRow = false
        cell.dataTableCell?.columns = 0..<2
        #expect(cell.phrase == "Tuesday, Rain, mm, 12, Column 1, Spans 2 rows, Spans 2 columns")
    }
}
