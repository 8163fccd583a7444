import Testing
import AccessibilityTree

/// docs/voiceover.md §4: the phrase's parts and their order, for every trait word and context.
@MainActor
@Suite("Phrases")
struct PhraseTests {
    /// An element with the parts a phrase is made of, and the phrase VoiceOver speaks for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var element: ElementSnapshot
        var phrase: String
        var testDescription: String { phrase }

        init(_ label: String?, value: String? = nil, _ traits: AccessibilityTraits = [], series: SeriesPosition? = nil,
             isTab: Bool = false, context: [ContainerContext] = [], actions: [String] = [], says phrase: String) {
            element = ElementSnapshot(id: ElementID(rawValue: 1), className: "UIView", label: label, value: value,
                                      traits: traits, customActions: actions, series: series, isTab: isTab,
                                      containerContext: context)
            self.phrase = phrase
        }
    }

    nonisolated static let cases: [Case] = [
        Case("Hello", [.staticText], says: "Hello"),
        Case("Favorites", [.button, .selected], says: "Selected, Favorites, button"),
        Case("Volume", value: "50%", [.adjustable], says: "Volume, 50%, adjustable"),
        Case("Submit", [.button, .notEnabled], says: "Submit, dimmed, button"),
        Case("Play", [.button], says: "Play, button"),
        Case("Settings", [.button, .backButton], says: "Settings, back button"),
        Case("Back", [.backButton], says: "back button"),
        Case("Wi-Fi", value: "1", [.button, .switchButton], says: "Wi-Fi, switch button, on"),
        Case("Wi-Fi", value: "0", [.button, .switchButton], says: "Wi-Fi, switch button, off"),
        Case("Select all", value: "2", [.button, .switchButton], says: "Select all, switch button, mixed"),
        Case("Favorites", [.button, .tabBarItem, .selected], series: SeriesPosition(index: 2, count: 4),
             says: "Selected, Favorites, tab, 2 of 4"),
        Case("Inbox", [.button], series: SeriesPosition(index: 1, count: 3), isTab: true, says: "Inbox, tab, 1 of 3"),
        Case("Name", value: "Ann", [.textEntry], says: "Name, Ann, text field"),
        Case("Name", value: "Ann", [.textEntry, .isEditing], says: "Name, Ann, text field, is editing"),
        Case("Password", value: "•••", [.textEntry, .secureTextField], says: "Password, •••, secure text field"),
        Case("Inbox", [.staticText, .header], says: "Inbox, heading"),
        Case("Terms", [.link], says: "Terms, link"),
        Case("Logo", [.image], says: "Logo, image"),
        Case("Search", [.searchField], says: "Search, search field"),
        Case("Search", value: "cats", [.searchField, .isEditing], says: "Search, cats, search field, is editing"),
        Case("Week", [.button, .selected], series: SeriesPosition(index: 2, count: 3), says: "Selected, Week, button, 2 of 3"),
        Case("Apples", [.staticText], context: [.listStart], says: "Apples, list start"),
        Case("Plums", [.staticText], context: [.listEnd], says: "Plums, list end"),
        Case("Search", [.staticText], context: [.landmarkStart], says: "Search, landmark"),
        Case("Results", [.staticText], context: [.landmarkEnd], says: "Results, end"),
        Case("Only", [.staticText], context: [.listStart, .listEnd], says: "Only, list start, list end"),
        Case("Message", [.button], actions: ["Delete", "Flag"], says: "Message, button, Actions available"),
        Case("Q", [.button, .keyboardKey], says: "Q"),
        Case("Status", [.staticText, .updatesFrequently, .playsSound, .summaryElement, .startsMediaSession,
                        .allowsDirectInteraction, .causesPageTurn], says: "Status"),
        Case("All", value: "7", [.selected, .notEnabled, .button, .header, .link, .adjustable, .image],
             actions: ["Share"], says: "Selected, All, 7, dimmed, button, heading, link, adjustable, image, Actions available"),
        Case(nil, value: "40%", [.updatesFrequently], says: "40%"),
        Case("", [.button], says: "button"),
    ]

    @Test("The phrase joins Selected, label, value, trait words, context and actions with commas", arguments: cases)
    func phrase(_ testCase: Case) {
        #expect(testCase.element.phrase == testCase.phrase)
    }

    /// An element's traits and hint, and the hint VoiceOver speaks after the pause.
    struct HintCase: Sendable, CustomTestStringConvertible {
        var traits: AccessibilityTraits
        var hint: String?
        var spoken: String?
        var testDescription: String { "\(traits.names) → \(spoken ?? "no hint")" }
    }

    nonisolated static let hintCases: [HintCase] = [
        HintCase(traits: .adjustable, hint: nil, spoken: "Swipe up or down with one finger to adjust the value."),
        HintCase(traits: .adjustable, hint: "Sets the volume.",
                 spoken: "Sets the volume. Swipe up or down with one finger to adjust the value."),
        HintCase(traits: .textEntry, hint: nil, spoken: "Double tap to edit."),
        HintCase(traits: .searchField, hint: nil, spoken: "Double tap to edit."),
        HintCase(traits: [.button, .switchButton], hint: nil, spoken: "Double tap to toggle setting."),
        HintCase(traits: .button, hint: nil, spoken: nil),
        HintCase(traits: .button, hint: "Plays the song.", spoken: "Plays the song."),
        // docs/voiceover.md §4 "Rules": a text field's default hint replaces its custom hint.
        HintCase(traits: .textEntry, hint: "Your full name.", spoken: "Double tap to edit."),
    ]

    @Test("The hint is the element's own, else its kind's default; adjustable hints end with the default", arguments: hintCases)
    func hint(_ testCase: HintCase) {
        let element = ElementSnapshot(id: ElementID(rawValue: 1), className: "UIView", label: "X", hint: testCase.hint,
                                      traits: testCase.traits)
        #expect(element.spokenHint == testCase.spoken)
    }

    @Test("After a gesture only the change is spoken: a switch's state, else the value")
    func valueChange() {
        let toggle = ElementSnapshot(id: ElementID(rawValue: 1), className: "UISwitch", label: "Wi-Fi", value: "1",
                                     traits: [.button, .switchButton])
        let slider = ElementSnapshot(id: ElementID(rawValue: 2), className: "UISlider", label: "Volume", value: "60%",
                                     traits: .adjustable)
        #expect(Phrase.valueChange(for: toggle) == "on")
        #expect(Phrase.valueChange(for: slider) == "60%")
    }
}
