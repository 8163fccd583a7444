/// A one-line text input, like `UITextField`: label from accessibilityLabel else the placeholder,
/// value the text, spoken "text field" (docs/model.md §2).
@MainActor
open class TextField: Control {
    public var text: String? { didSet { invalidateAccessibility() } }
    public var placeholder: String? { didSet { invalidateAccessibility() } }
    /// Secure fields read their text as bullets and are spoken "secure text field".
    public var isSecureTextEntry = false
    /// The font, when the source gives it, and whether it follows the user's text size while the app
    /// runs (`UITextField.adjustsFontForContentSizeCategory`; only a text style's font does).
    public var font: Font?
    public var adjustsFontForContentSizeCategory = false
    /// Whether the field has the keyboard focus (spoken "is editing"); the keyboard is up, with the
    /// field's ``inputAccessoryView`` above it.
    public internal(set) var isEditing = false {
        didSet {
            invalidateAccessibility()
            if oldValue != isEditing { window?.needsLayoutPass = true }
        }
    }
    /// UIKit's `inputAccessoryView`: the view shown above the keyboard while the field is editing
    /// (docs/voiceover.md, "A text field's input accessory view").
    public var inputAccessoryView: View? {
        didSet { if isEditing { window?.needsLayoutPass = true } }
    }
    /// UIKit's `inputView`: the view shown in place of the keyboard while the field is editing (a date
    /// picker), below its ``inputAccessoryView``.
    public var inputView: View? {
        didSet { if isEditing { window?.needsLayoutPass = true } }
    }

    public init(text: String? = nil, placeholder: String? = nil, frame: Rect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    override open var className: String { "UITextField" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityLabel: String? { placeholder }

    override open var standardAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    override open var standardAccessibilityTraits: AccessibilityTraits {
        var traits = stateTraits.union(.textEntry)
        if isSecureTextEntry { traits.insert(.secureTextField) }
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// Makes this field the one being edited, ending editing in every other field of the window.
    public func becomeFirstResponder() {
        for case let other as TextField in window?.allViews() ?? [] where other !== self && other.isEditing {
            other.isEditing = false
            other.sendActions(for: .editingDidEnd)
        }
        isEditing = true
        window?.firstResponderField = self
    }

    /// Ends this field's editing: the keyboard goes down with the field's accessory view.
    public func resignFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
    }

    override open func simulateTap() -> TapOutcome {
        guard isEnabled, isUserInteractionEnabled else { return .unhandled }
        becomeFirstResponder()
        return .handled(description: "is editing", actions: sendActions(for: .editingDidBegin))
    }
}

/// A search bar's field: spoken "search field" (docs/model.md §2).
@MainActor
open class SearchTextField: TextField {
    override open var className: String { "UISearchTextField" }
    override open var standardAccessibilityTraits: AccessibilityTraits {
        var traits = stateTraits.union(.searchField)
        if isEditing { traits.insert(.isEditing) }
        return traits
    }
}

/// Multi-line text, like `UITextView`: a text field while editable, static text otherwise.
@MainActor
open class TextView: View {
    public var text: String? { didSet { window?.needsLayoutPass = true } }
    public var isEditable = true
    /// The font, when the source gives it, and whether it follows the user's text size while the app
    /// runs (`UITextView.adjustsFontForContentSizeCategory`; only a text style's font does).
    public var font: Font?
    public var adjustsFontForContentSizeCategory = false

    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    override open var className: String { "UITextView" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityValue: String? { text }
    override open var standardAccessibilityTraits: AccessibilityTraits { isEditable ? .textEntry : .staticText }
}
