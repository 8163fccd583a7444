import Testing
import AccessibilityTree

/// docs/voiceover.md §4, "Language": every word VoiceOver adds in the device's language, from one table per
/// language; the app's labels as given.
@MainActor
@Suite("VoiceOver's words per language")
struct LanguageTests {
    /// An element and what VoiceOver says for it in English, German and Russian.
    struct Case: Sendable, CustomTestStringConvertible {
        var element: ElementSnapshot
        var spoken: [VoiceOverLanguage: String]
        var testDescription: String { spoken[.english] ?? "" }

        init(label: String? = "X", value: String? = nil, hint: String? = nil, _ traits: AccessibilityTraits = [],
             series: SeriesPosition? = nil, context: [ContainerContext] = [], actions: [String] = [],
             content: [AccessibilityCustomContent] = [], cell: DataTableCellPosition? = nil,
             en: String, de: String, ru: String) {
            element = ElementSnapshot(id: ElementID(rawValue: 1), className: "UIView", label: label, value: value,
                                      hint: hint, traits: traits, customActions: actions, customContent: content,
                                      series: series, containerContext: context, dataTableCell: cell)
            spoken = [.english: en, .german: de, .russian: ru]
        }
    }

    /// Every trait word, state, context and rotor word.
    nonisolated static let phrases: [Case] = [
        Case([.selected], en: "Selected, X", de: "Auswahl, X", ru: "Выбрано, X"),
        Case([.notEnabled], en: "X, dimmed", de: "X, Grau dargestellt", ru: "X, Недоступно"),
        Case([.button], en: "X, button", de: "X, Taste", ru: "X, Кнопка"),
        Case([.button, .backButton], en: "X, back button", de: "X, Zurück Taste", ru: "X, Кнопка назад"),
        Case(value: "1", [.button, .switchButton], en: "X, switch button, on", de: "X, Umschalttaste, Ein",
             ru: "X, Кнопка-переключатель, Вкл"),
        Case(value: "0", [.button, .switchButton], en: "X, switch button, off", de: "X, Umschalttaste, Aus",
             ru: "X, Кнопка-переключатель, Выкл"),
        Case(value: "2", [.button, .switchButton], en: "X, switch button, mixed", de: "X, Umschalttaste, Gemischt",
             ru: "X, Кнопка-переключатель, Смешанно"),
        Case([.button, .tabBarItem], series: SeriesPosition(index: 2, count: 4), en: "X, tab, 2 of 4",
             de: "X, Tabulator, 2 von 4", ru: "X, Вкладка, 2 из 4"),
        Case([.textEntry], en: "X, text field", de: "X, Textfeld", ru: "X, текстовое поле"),
        Case([.textEntry, .isEditing], en: "X, text field, is editing", de: "X, Textfeld, Bearbeiten",
             ru: "X, текстовое поле, Идет правка"),
        Case([.textEntry, .secureTextField], en: "X, secure text field", de: "X, Sicheres Textfeld",
             ru: "X, Защищённое текстовое поле"),
        Case([.header], en: "X, heading", de: "X, Überschrift", ru: "X, Заголовок"),
        Case([.link], en: "X, link", de: "X, Hyperlink", ru: "X, Ссылка"),
        Case([.adjustable], en: "X, adjustable", de: "X, Einstellbar", ru: "X, Элемент регулировки"),
        Case([.image], en: "X, image", de: "X, Bild", ru: "X, Изображение"),
        Case([.searchField], en: "X, search field", de: "X, Suchfeld", ru: "X, Поле поиска"),
        Case(context: [.listStart], en: "X, list start", de: "X, Anfang der Liste", ru: "X, Начало списка"),
        Case(context: [.listEnd], en: "X, list end", de: "X, Ende der Liste", ru: "X, Конец списка"),
        Case(context: [.landmarkStart], en: "X, landmark", de: "X, Orientierungspunkt", ru: "X, Ориентир"),
        Case(context: [.landmarkEnd], en: "X, end", de: "X, Ende", ru: "X, Конец строки"),
        Case(actions: ["Delete"], en: "X, Actions available", de: "X, Aktionen verfügbar", ru: "X, Доступны действия"),
        Case(content: [AccessibilityCustomContent(label: "Price", value: "$5")], en: "X, More content available",
             de: "X, Weiterhin inhalte verfügbar", ru: "X, Доступно больше контента"),
        Case(cell: DataTableCellPosition(table: ElementID(rawValue: 9), rows: 0..<2, columns: 1..<3),
             en: "X, Row 1, Column 2, Spans 2 rows, Spans 2 columns",
             de: "X, Zeile 1, Spalte 2, Umfasst 2 Zeilen, Umfasst 2 Spalten",
             ru: "X, Ряд 1, Столбец 2, Охватывает строк: 2, Охватывает столбцов: 2"),
        Case(label: "Back", [.button, .backButton], en: "back button", de: "Back, Zurück Taste", ru: "Back, Кнопка назад"),
    ]

    @Test("Each phrase in English, German and Russian", arguments: phrases)
    func phrase(_ testCase: Case) {
        expectEachLanguage(testCase, says: \.phrase)
    }

    /// Checks what `speech` gives for the case's element in each language against the case's words.
    private func expectEachLanguage(_ testCase: Case, says speech: (ElementSnapshot) -> String?) {
        for language in VoiceOverLanguage.allCases {
            var element = testCase.element
            element.voiceOverLanguage = language
            #expect(speech(element) == testCase.spoken[language], "\(language)")
        }
    }

    /// Every default hint and hint format.
    nonisolated static let hints: [Case] = [
        Case(value: "50", [.adjustable], en: "Swipe up or down with one finger to adjust the value.",
             de: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
             ru: "Смахните вверх или вниз одним пальцем, чтобы настроить значение."),
        Case(value: "50", hint: "Sets it.", [.adjustable], en: "Sets it. Swipe up or down with one finger to adjust the value.",
             de: "Sets it. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
             ru: "Sets it. Смахните вверх или вниз одним пальцем, чтобы настроить значение."),
        Case(value: "1", [.button, .switchButton], en: "Double tap to toggle setting.", de: "Zum Umschalten Doppeltippen.",
             ru: "Коснитесь дважды, чтобы переключить настройку."),
        Case(value: "1", hint: "Turns it on.", [.button, .switchButton], en: "Turns it on. Double tap to toggle setting.",
             de: "Turns it on. Zum Umschalten Doppeltippen.", ru: "Turns it on. Коснитесь дважды, чтобы переключить настройку."),
        Case([.textEntry], en: "Double tap to edit.", de: "Zum Bearbeiten doppeltippen.",
             ru: "коснитесь дважды, чтобы редактировать"),
        Case([.textEntry, .isEditing], en: "Use the rotor to access Misspelled Words",
             de: "Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden",
             ru: "Используйте ротор для доступа к oбъeкту: Cлова с ошибками"),
    ]

    @Test("Each default hint in English, German and Russian", arguments: hints)
    func hint(_ testCase: Case) {
        expectEachLanguage(testCase, says: \.spokenHint)
    }

    @Test("Every key has an English word; German and Russian fall back to English only where no verified word exists")
    func tables() {
        // The documented fallbacks (docs/speech.md, "The device's language").
        let unverified: Set<VoiceOverWord> = [
            .inProgress, .pageStatus, .rowsStatus, .pageControlValue, .stepperIncrement, .stepperDecrement,
            .rotorHeadings, .rotorLinks, .rotorFormControls, .rotorContainers, .rotorActions, .rotorAdjustValue,
            .dismissPopup, .moreInfo, .compose, .reply, .organize, .bookmarks, .refresh, .stop, .camera, .play, .pause,
            .rewind, .fastForward, .undo, .redo, .moreTab, .favoritesTab, .featuredTab, .topRatedTab, .recentsTab,
            .contactsTab, .historyTab, .downloadsTab, .mostRecentTab, .mostViewedTab, .am, .pm, .countDownHours,
            .countDownMinutes, .popUpButton,
        ]
        let months: Set<VoiceOverWord> = [.january, .february, .march, .april, .may, .june, .july, .august, .september,
                                          .october, .november, .december]
        for key in VoiceOverWord.allCases {
            #expect(VoiceOverLanguage.english.table[key] != nil, "\(key)")
            #expect((VoiceOverLanguage.german.table[key] == nil) == unverified.contains(key), "German \(key)")
            // Russian month names stay English: the wheel's case (nominative or genitive) is not verified.
            #expect((VoiceOverLanguage.russian.table[key] == nil) == unverified.union(months).contains(key), "Russian \(key)")
        }
        #expect(VoiceOverLanguage.german.format(.pageStatus, numbers: 2, 5) == "Page 2 of 5")
        #expect(VoiceOverLanguage.english.format(.rowsStatus, numbers: 1, 12, 40) == "Rows 1 to 12 of 40")
    }

    @Test("Percentages follow the locale: 50% in English, 50 % in German and Russian")
    func percent() {
        #expect(VoiceOverLanguage.english.percent(50) == "50%")
        #expect(VoiceOverLanguage.german.percent(50) == "50 %")
        #expect(VoiceOverLanguage.russian.percent(7) == "7 %")
    }

    @Test("A German device: a slider's value, a spinner's label and the back title are German; labels stay as given")
    func germanDevice() {
        let window = Window(device: Device(language: .german))
        let controller = ViewController()
        let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 100, width: 200, height: 44))
        slider.accessibilityLabel = "Lautstärke"
        controller.view.addSubview(slider)
        window.rootViewController = controller
        let tree = window.deriveAccessibilityTree()
        #expect(tree.elements.first?.phrase == "Lautstärke, 50 %, Einstellbar")
        #expect(VoiceOverLanguage(code: "de-DE") == .german)
        #expect(VoiceOverLanguage(code: "fr") == nil)
    }

    @Test("UIKit's titles follow the device's language where the tables have them; the others stay English",
          arguments: [
            (VoiceOverLanguage.english, ["Cancel, button", "Notes, heading", "Done, button", "Add, button", "Close, button", "More info, button",
                                         "Delete, button", "Share, button", "Search, button", "Save, button", "Edit, button", "Compose, button"]),
            (.german, ["Abbrechen, Taste", "Notes, Überschrift", "Fertig, Taste", "Hinzufügen, Taste", "Schließen, Taste", "More info, Taste",
                       "Löschen, Taste", "Teilen, Taste", "Suchen, Taste", "Sichern, Taste", "Bearbeiten, Taste", "Compose, Taste"]),
            (.russian, ["Отменить, Кнопка", "Notes, Заголовок", "Готово, Кнопка", "Добавить, Кнопка", "Закрыть, Кнопка", "More info, Кнопка",
                        "Удалить, Кнопка", "Поделиться, Кнопка", "Поиск, Кнопка", "Сохранить, Кнопка", "Изменить, Кнопка", "Compose, Кнопка"]),
          ])
    func uikitTitles(language: VoiceOverLanguage, phrases: [String]) {
        let window = Window(device: Device(language: language))
        let controller = ViewController()
        controller.title = "Notes"
        controller.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        controller.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
        for (index, type) in [Button.ButtonType.contactAdd, .close, .infoLight].enumerated() {
            controller.view.addSubview(Button(type: type, frame: Rect(x: 20, y: 120 + Double(index) * 60, width: 44, height: 44)))
        }
        controller.toolbarItems = [.trash, .action, .search, .save, .edit, .compose].map { BarButtonItem(systemItem: $0) }
        let navigation = NavigationController(rootViewController: controller)
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        #expect(window.deriveAccessibilityTree().elements.map(\.phrase) == phrases)
    }
}
