/// A push button, like `UIButton`: its title, else its image's name, is its label (docs/model.md §2).
@MainActor
open class Button: Control {
    /// The kind of button, like `UIButton.ButtonType`; some kinds have VoiceOver labels of their own.
    public enum ButtonType: String, Hashable, Codable, Sendable, CaseIterable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close

        /// The label UIKit gives the kind when it has no title, on a device in `language`, from the
        /// language's table (docs/speech.md, "The device's language").
        func standardLabel(in language: VoiceOverLanguage) -> String? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: return language.word(.moreInfo)
            case .contactAdd: return language.word(.add)
            case .close: return language.word(.close)
            case .custom, .system: return nil
            }
        }
    }

    /// The title for the normal state.
    public var title: String? { didSet { invalidateAccessibility() } }
    /// The image's name (an asset or SF Symbol name), used as the label when there is no title.
    public var imageName: String? { didSet { invalidateAccessibility() } }
    /// The title colour, for the contrast audit.
    public var titleColor: Color?
    /// Its `titleLabel`'s font, when the source gives it, and whether that label follows the user's
    /// text size while the app runs (`titleLabel.adjustsFontForContentSizeCategory`).
    public var titleFont: Font?
    public var titleAdjustsFontForContentSizeCategory = false
    public var buttonType: ButtonType
    /// The button's menu (`UIButton.menu`) and whether it shows it as its primary action
    /// (`showsMenuAsPrimaryAction`): such a button is a pop-up button (docs/voiceover.md, "Menus").
    public var menu: Menu? { didSet { menuDidChange() } }
    public var showsMenuAsPrimaryAction = false { didSet { invalidateAccessibility() } }
    /// `changesSelectionAsPrimaryAction` (iOS 15 pop-up buttons): the menu is one single selection,
    /// its first shown action checked when none is, and the button shows the checked item's title
    /// (docs/voiceover.md, "Menus").
    public var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    private func menuDidChange() {
        if changesSelectionAsPrimaryAction { menu?.checkFirstActionIfNone() }
        invalidateAccessibility()
    }

    /// The title the button shows: the checked item's for a button whose selection is its primary
    /// action, else its own.
    var shownTitle: String? {
        guard changesSelectionAsPrimaryAction, let chosen = menu?.firstChosenItem else { return title }
        return chosen.title
    }

    /// Whether activating the button opens its menu: it shows a menu with items as its primary action.
    public var opensMenu: Bool { showsMenuAsPrimaryAction && !(menu?.items.isEmpty ?? true) }

    public init(title: String? = nil, imageName: String? = nil, type: ButtonType = .system, frame: Rect = .zero) {
        self.title = title
        self.imageName = imageName
        self.buttonType = type
        super.init(frame: frame)
    }

    override open var className: String { "UIButton" }
    override open var standardIsAccessibilityElement: Bool { true }

    override open var standardAccessibilityLabel: String? {
        if let title = shownTitle, !title.isEmpty { return title }
        return buttonType.standardLabel(in: deviceLanguage) ?? imageName
    }

    /// The title; an image-only button shows no text.
    override open var displayedText: String? {
        guard let title = shownTitle, !title.isEmpty else { return nil }
        return title
    }

    /// Whether the label comes only from the image's file name (an audit finding).
    public var isLabelledOnlyByImageName: Bool {
        (title ?? "").isEmpty && buttonType.standardLabel(in: .english) == nil && imageName != nil
    }

    override open var standardAccessibilityTraits: AccessibilityTraits { stateTraits.union(.button) }

    override open func simulateTap() -> TapOutcome {
        guard isEnabled, isUserInteractionEnabled else { return .unhandled }
        // docs/voiceover.md, "Menus": a button whose menu is its primary action opens it, over the screen.
        if opensMenu, let menu, let controller = enclosingViewController {
            controller.present(MenuController(menu: menu, source: self), animated: true)
            return .handled(description: "opens the menu of \(accessibilityLabel ?? "the button")")
        }
        let description = "taps \(accessibilityLabel ?? "the button")"  // named before the action may rename it
        let sent = sendActions(for: .touchUpInside) + sendActions(for: .primaryActionTriggered)
        return .handled(description: description, actions: sent)
    }
}
