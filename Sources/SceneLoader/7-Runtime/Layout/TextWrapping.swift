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

    /// The lines one paragraph takes: words added to a line while the line, measured whole, fits.
    private static func linesOfParagraph(_ paragraph: String, in font: Font, width: Double) -> Int {
        let words = paragraph.split(separator: " ")
        guard !words.isEmpty else { return 1 }
        var lines = 1
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || IntrinsicContentSize.roundUp(IntrinsicContentSize.textWidth(of: candidate, in: font)) <= width + 0.01 {
                line = candidate
            } else {
                lines += 1
                line = String(word)
            }
            // A word wider than the line is broken across as many lines as it needs.
            let wordWidth = IntrinsicContentSize.textWidth(of: line, in: font)
            if line == String(word), wordWidth > width + 0.01, width > 0 {
                lines += Int((wordWidth / width).rounded(.up)) - 1
            }
        }
        return lines
    }
}
