import AccessibilityTree

extension ScreenInspector {
    /// The font of the text `object` draws when it does not follow the user's text size: a fixed
    /// size, or a text style the view does not adjust (docs/audit-rules.md, `dynamic-type`). Labels,
    /// button titles, text fields (their text or placeholder) and text views with text to draw; nil
    /// when the source gives no font (the code sets it, or a button configuration's) or it follows.
    static func fixedSizeFont(of object: AccessibilityObject) -> Font? {
        let font: Font?, adjusts: Bool, text: String?
        switch object {
        case let label as Label: (font, adjusts, text) = (label.font, label.adjustsFontForContentSizeCategory, label.text)
        case let button as Button: (font, adjusts, text) = (button.titleFont, button.titleAdjustsFontForContentSizeCategory, button.title)
        case let field as TextField:
            (font, adjusts, text) = (field.font, field.adjustsFontForContentSizeCategory, (field.text ?? "").isEmpty ? field.placeholder : field.text)
        case let textView as TextView: (font, adjusts, text) = (textView.font, textView.adjustsFontForContentSizeCategory, textView.text)
        default: return nil
        }
        guard let font, !(text ?? "").isEmpty, font.textStyle == nil || !adjusts else { return nil }
        return font
    }
}
