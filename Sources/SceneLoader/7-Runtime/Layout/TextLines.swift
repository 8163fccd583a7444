import AccessibilityTree

/// Text measured and wrapped as a label draws it (docs/layout.md, "Text measurement"): widths shaped
/// by HarfBuzz in Inter where installed, else estimated; lines broken at spaces, a word wider than
/// the line on a line of its own.
public enum TextLines {
    /// The width of `text` on one line in `font`, in points.
    public static func width(of text: String, in font: Font) -> Double {
        IntrinsicContentSize.textWidth(of: text, in: font)
    }

    /// How many lines `text` takes in `font` at `width` points (at least one; every line break in
    /// the text starts a line). Each word is measured once.
    public static func count(of text: String, in font: Font, width: Double) -> Int {
        let space = Self.width(of: " ", in: font)
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            var used = 0.0
            for word in paragraph.split(separator: " ") {
                let advance = Self.width(of: String(word), in: font)
                if used > 0, used + space + advance > width + 0.5 {
                    lines += 1
                    used = advance
                } else {
                    used += (used > 0 ? space : 0) + advance
                }
            }
        }
        return max(1, lines)
    }
}
