extension VoiceOverStrings {
    /// Russian, as the verified list gives it. The list files the two span formats under each
    /// other's key (its row span speaks of columns); here each is under the key it speaks of. The
    /// change after selecting is the trait word. No verified words yet for "In progress", the scroll
    /// status, the rotor's settings, a page control's value and a stepper's buttons, which stay
    /// English (docs/speech.md, "The device's language").
    static let russian: [VoiceOverWord: String] = [
        .selected: "Выбрано",
        .becameSelected: "Выбрано",
        .dimmed: "Недоступно",
        .button: "Кнопка",
        .backButton: "Кнопка назад",
        .switchButton: "Кнопка-переключатель",
        .switchOn: "Вкл",
        .switchOff: "Выкл",
        .switchMixed: "Смешанно",
        .tab: "Вкладка",
        .textField: "текстовое поле",
        .secureTextField: "Защищённое текстовое поле",
        .isEditing: "Идет правка",
        .heading: "Заголовок",
        .link: "Ссылка",
        .adjustable: "Элемент регулировки",
        .image: "Изображение",
        .searchField: "Поле поиска",
        .back: "назад",
        .series: "%1$@ из %2$@",
        .listStart: "Начало списка",
        .listEnd: "Конец списка",
        .landmarkStart: "Ориентир",
        .landmarkEnd: "Конец строки",
        .dataTableRow: "Ряд %1$@",
        .dataTableColumn: "Столбец %1$@",
        .dataTableRowSpan: "Охватывает строк: %1$@",
        .dataTableColumnSpan: "Охватывает столбцов: %1$@",
        .actionsAvailable: "Доступны действия",
        .moreContentAvailable: "Доступно больше контента",
        .adjustableHint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        .adjustableHintFormat: "%1$@. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        .switchHint: "Коснитесь дважды, чтобы переключить настройку.",
        .switchHintFormat: "%1$@. Коснитесь дважды, чтобы переключить настройку.",
        .textFieldHint: "коснитесь дважды, чтобы редактировать",
        .textFieldEditingHint: "Используйте ротор для доступа к oбъeкту: Cлова с ошибками",
        .percent: "%1$@ %",
    ]
}
