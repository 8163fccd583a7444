import AccessibilityTree

/// How many lines a label's text takes, as UIKit breaks it (`NSLineBreakMode.byWordWrapping`, a
/// label's default when it has more than one line): every line break starts a new line, and a line
/// takes words while they fit in the width, a word wider than the width alone on its lines
/// (docs/layout.md, "Intrinsic content sizes").
enum TextWrapping {
    /// The lines of `text` in `font` at `width` points (every paragraph on one line when `width` is
    /// nil), at most `limit` when it is positive (`numberOfLines`; 0 is no limit).
    static func lineCount(of text: String, in font: Font, width: Double?, limit: Int) -> Int {
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += width.map { linesOfParagraph(String(paragraph), in: font, width: $0) } ?? 1
        }
        return limit > 0 ? min(max(1, lines), limit) : max(1, lines)
    }

    /// The lines one paragraph takes: words added to a line while the line fits. Each word is
    /// measured once, with the space before it (so a paragraph of any length costs its length).
    private static func linesOfParagraph(_ paragraph: String, in font: Font, width: Double) -> Int {
        let words = paragraph.split(separator: " ")
        guard !words.isEmpty else { return 1 }
        var lines = 1
        var lineWidth = 0.0
        for word in words {
            let alone = IntrinsicContentSize.textWidth(of: String(word), in: font)
            let after = lineWidth == 0 ? alone : lineWidth + IntrinsicContentSize.textWidth(of: " " + word, in: font)
            if lineWidth == 0 || IntrinsicContentSize.roundUp(after) <= width + 0.01 {
                lineWidth = after
            } else {
                lines += 1
                lineWidth = alone
            }
            // A word wider than the line is broken across as many lines as it needs.
            if lineWidth == alone, alone > width + 0.01, width > 0 {
                lines += Int((alone / width).rounded(.up)) - 1
            }
        }
        return lines
    }
}
