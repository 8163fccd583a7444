import AccessibilityTree

/// Text measured as a label draws it (docs/layout.md, "Text measurement"): widths shaped by HarfBuzz
/// in Inter where installed, else estimated.
public enum TextLines {
    /// The width of `text` on one line in `font`, in points.
    public static func width(of text: String, in font: Font) -> Double {
        IntrinsicContentSize.textWidth(of: text, in: font)
    }

    /// The fewest lines `text` can take in `font` at `width` points: each paragraph's width over
    /// the line's, rounded up, as the layout sizes a label of several lines (docs/layout.md,
    /// "Intrinsic content sizes"). Breaking at spaces can take more, never fewer, so a label found
    /// short of lines by this count is short on the device too.
    public static func count(of text: String, in font: Font, width: Double) -> Int {
        guard width > 0 else { return 1 }
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let advance = Self.width(of: String(paragraph), in: font)
            lines += max(1, Int(((advance - 0.5) / width).rounded(.up)))
        }
        return lines
    }
}
