import Testing
import AccessibilityTree
import VoiceCursor

/// docs/voiceover.md §4, "Language": the library's session in the user's language.
@MainActor
@Suite("A VoiceOver session in German")
struct SessionLanguageTests {
    @Test("On a device in German, VoiceOver speaks its words, hints and value changes in German")
    func german() {
        let app = makeApp(ScreenController(title: "Ton") { view in
            let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 120, width: 300, height: 44))
            slider.accessibilityLabel = "Lautstärke"
            view.addSubview(slider)
        }, device: Device(language: .german))
        let vo = VoiceOver(application: app)
        #expect(vo.focused?.phrase == "Lautstärke, 50 %, Einstellbar")
        vo.waitForSpeech()
        #expect(vo.transcript.last == "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.")
        vo.increment()
        #expect(vo.lastUtterance == "60 %")
    }

    @Test("A German transcript has no English word but the app's labels and the documented fallbacks")
    func noEnglishWord() throws {
        let appLabels = ["Ton", "Eins", "Zwei", "Drei", "Name", "WLAN", "Lautstärke", "Seiten", "Menge"]
        let app = makeApp(ScreenController(title: "Ton") { view in
            let heading = label("Ton", row: 0)
            heading.accessibilityTraits = [.staticText, .header]
            view.addSubview(heading)
            view.addSubview(SegmentedControl(segmentTitles: ["Eins", "Zwei", "Drei"], selectedSegmentIndex: 0,
                                             frame: Rect(x: 20, y: 180, width: 300, height: 44)))
            view.addSubview(TextField(placeholder: "Name", frame: Rect(x: 20, y: 240, width: 300, height: 44)))
            let toggle = Switch(isOn: true, frame: Rect(x: 20, y: 300, width: 60, height: 44))
            toggle.accessibilityLabel = "WLAN"
            view.addSubview(toggle)
            let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 360, width: 300, height: 44))
            slider.accessibilityLabel = "Lautstärke"
            view.addSubview(slider)
            let pages = PageControl(numberOfPages: 3, frame: Rect(x: 20, y: 420, width: 300, height: 30))
            pages.accessibilityLabel = "Seiten"
            view.addSubview(pages)
            let stepper = Stepper(value: 2, frame: Rect(x: 20, y: 470, width: 100, height: 44))
            stepper.accessibilityLabel = "Menge"
            view.addSubview(stepper)
        }, device: Device(language: .german))
        let vo = VoiceOver(application: app)
        while vo.next().handler.isHandled {}
        #expect(vo.focus("Zwei"))
        vo.activate()
        #expect(vo.lastUtterance == "Auswahl", "activating a segment says the trait word, in German")
        #expect(vo.focus("Name"))
        vo.activate()
        #expect(vo.lastUtterance == "Bearbeiten", "beginning to edit says the state word, in German")
        vo.rotor(.headings)
        #expect(vo.lastUtterance == "Headings", "a documented fallback: no verified German word")
        vo.waitForSpeech()

        Self.expectOnlyGermanWords(vo.transcript, appLabels: appLabels)
        #expect(vo.transcript.contains("Auswahl, Eins, Taste, 1 von 3"))
    }

    @Test("UIKit's own titles in a German transcript come from the tables: month names in German, the rest documented fallbacks")
    func uikitWords() throws {
        let appLabels = ["Ton", "Uhr"]
        let screen = ScreenController(title: "Ton") { view in
            view.addSubview(Button(type: .infoLight, frame: Rect(x: 20, y: 120, width: 44, height: 44)))
            view.addSubview(DatePicker(mode: .dateAndTime, frame: Rect(x: 0, y: 200, width: 390, height: 216)))
        }
        screen.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .compose)
        screen.toolbarItems = [.refresh, .play, .fastForward, .undo].map { BarButtonItem(systemItem: $0) }
        let navigation = NavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        navigation.tabBarItem = TabBarItem(systemItem: .favorites)
        let clock = ScreenController(title: "Uhr") { view in
            view.addSubview(DatePicker(mode: .countDownTimer, hour: 2, minute: 5, frame: Rect(x: 0, y: 200, width: 390, height: 216)))
        }
        clock.tabBarItem = TabBarItem(systemItem: .mostViewed)
        let app = makeApp(TabBarController(viewControllers: [navigation, clock]), device: Device(language: .german))
        let vo = VoiceOver(application: app)
        while vo.next().handler.isHandled {}
        #expect(vo.transcript.contains { $0.hasPrefix("Januar, Einstellbar") }, "the month wheel in German\n\(vo.transcript)")
        #expect(vo.transcript.contains { $0.hasPrefix("More info, Taste") }, "a documented fallback\n\(vo.transcript)")
        #expect(vo.transcript.contains { $0.hasPrefix("Most Viewed, Tabulator") }, "a documented fallback\n\(vo.transcript)")
        #expect(vo.focus("Most Viewed"))
        vo.activate()
        vo.waitForSpeech()
        while vo.previous().handler.isHandled {}
        #expect(vo.transcript.contains { $0.hasPrefix("2 hours, Einstellbar") }, "a documented fallback\n\(vo.transcript)")
        vo.waitForSpeech()

        Self.expectOnlyGermanWords(vo.transcript, appLabels: appLabels)
        #expect(!vo.transcript.contains { $0.contains("January") })
    }

    /// Expects every word of `transcript` to come from a German table entry, an app label or a
    /// documented fallback: the keys German has no verified word for (LanguageTests pins them).
    private static func expectOnlyGermanWords(_ transcript: [String], appLabels: [String],
                                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let english = VoiceOverLanguage.english.table, german = VoiceOverLanguage.german.table
        let fallbacks = english.filter { german[$0.key] == nil }.map(\.value)
        let allowed = Set((german.values + fallbacks + appLabels).flatMap(words))
        let foreign = transcript.flatMap(words).filter { !allowed.contains($0) }
        #expect(foreign.isEmpty, "words from no German table entry, app label or documented fallback: \(foreign)\n\(transcript)",
                sourceLocation: sourceLocation)
    }

    /// The lower-cased words of `text`, letters only (numbers and `%1$@` placeholders dropped).
    private static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map { $0.lowercased() }
    }
}
