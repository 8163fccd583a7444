/// Static text, like `UILabel`: an element whose label is its text (docs/model.md §2 defaults).
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String? { didSet { window?.needsLayoutPass = true } }
    /// The text colour, used by the contrast audit.
    public var textColor: Color? = .black
    /// Disabled labels are dimmed.
    public var isEnabled = true
    /// The font, when the source gives it (read by the clipped-text check).
    public var font: Font?
    /// The most lines the text takes; 0 for as many as it needs (`UILabel.numberOfLines`).
    public var numberOfLines = 1
    /// Whether the text shrinks to fit the label's width (`UILabel.adjustsFontSizeToFitWidth`).
    public var adjustsFontSizeToFitWidth = false
    /// Whether the app's code decides how the text fits (`numberOfLines` to a value only the app
    /// knows, `adjustsFontSizeToFitWidth`): the clipped-text rule then leaves the label alone.
    public var fitsTextInCode = false
    /// Whether the font follows the user's text size while the app runs
    /// (`UILabel.adjustsFontForContentSizeCategory`; it does only for a text style's font).
    public var adjustsFontForContentSizeCategory = false

    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        // UIKit: labels and image views ignore touches, so a tap reaches what lies beneath.
        isUserInteractionEnabled = false
    }

    override open var className: String { "UILabel" }
    override open var standardIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    override open var standardAccessibilityLabel: String? { text }
    override open var displayedText: String? { text }
    override open var standardAccessibilityTraits: AccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }
}
