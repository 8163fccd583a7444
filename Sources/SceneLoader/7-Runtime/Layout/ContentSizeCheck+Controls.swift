import AccessibilityTree

/// Text cut off in the controls that draw it (docs/layout.md, "Dynamic Type"; docs/audit-rules.md,
/// clipped-text): a button's title wider than the room the button leaves it, a text field's line
/// taller than the field, a text view that does not scroll shorter than its lines. Labels are
/// ``ContentSizeCheck/truncation(_:frame:)``'s.
extension ContentSizeCheck {
    /// How `spec`'s text is cut off at `frame`, with the text and its font; nil when it fits, or when
    /// its text or font is unknown (set in code, a configuration's own title font), or it wraps or scrolls.
    static func controlClipping(_ spec: ViewSpec, frame: Rect) -> (kind: ContentSizeProblem.Kind, text: String, font: Font)? {
        guard let font = spec.layout.font, !spec.layout.fontSetInCode, frame.size.width > 0 else { return nil }
        switch spec.kind {
        case .button(let button):
            // A title that wraps takes more lines instead (its height is not modelled: UIKit's button
            // does not grow with a wrapped title unless it has a configuration).
            guard let title = button.title, !title.isEmpty, !spec.layout.titleMayWrap else { return nil }
            let insets = [spec.layout.contentInsets, spec.layout.titleInsets].compactMap { $0 }
            let room = frame.size.width - (spec.layout.imageSize?.width ?? 0) - insets.reduce(0) { $0 + $1.left + $1.right }
            let width = TextLines.width(of: title, in: font)
            return width > room + edgeTolerance ? (.titleTruncated(textWidth: width, room: max(0, room)), title, font) : nil
        case .textField(let field):
            // A field scrolls its text sideways as the user types: only a line taller than the field is cut off.
            guard let text = [field.text, field.placeholder].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
            let line = font.pointSize * IntrinsicContentSize.lineHeight
            return line > frame.size.height + edgeTolerance ? (.textClippedVertically(lineHeight: line, height: frame.size.height), text, font) : nil
        case .textView(let textView):
            // A text view that scrolls shows the rest when scrolled; one that does not shows what its
            // height holds inside UIKit's text container insets (8 above and below) and padding (5 each side).
            guard !spec.layout.scrollEnabled, let text = textView.text, !text.isEmpty else { return nil }
            let lines = TextLines.count(of: text, in: font, width: frame.size.width - 10)
            let line = font.pointSize * IntrinsicContentSize.lineHeight
            let shown = max(0, Int(((frame.size.height - 16 + edgeTolerance) / line).rounded(.down)))
            return lines > shown ? (.truncated(lines: lines, shown: shown), text, font) : nil
        default:
            return nil
        }
    }
}
