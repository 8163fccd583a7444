/// An estimate of how wide a line of text is drawn, from an average advance per kind of character as
/// a fraction of the font's point size, modelled on the system font (SF Pro): it is not a text layout
/// engine, and real widths differ by a few percent either way, more for custom fonts.
///
/// | Characters | Advance (× point size) |
/// |---|---|
/// | space and `i j l I . , : ; ' ! \|` | 0.26 |
/// | `f r t ( ) [ ] { } - / "` | 0.36 |
/// | other lower-case letters | 0.55 |
/// | digits | 0.60 |
/// | other capitals | 0.68 |
/// | `m w M W @ % &` | 0.88 |
/// | wide scripts (CJK, kana, Hangul) and emoji, from U+2E80 | 1.00 |
/// | anything else | 0.55 |
///
/// Bold text is 6% wider. The clipped-text rule uses it, and Auto Layout (docs/layout.md) where
/// HarfBuzz or the Inter font it shapes text in is not installed.
public enum TextWidthEstimate {
    static let narrow: Set<Character> = [" ", "i", "j", "l", "I", ".", ",", ":", ";", "'", "!", "|"]
    static let slim: Set<Character> = ["f", "r", "t", "(", ")", "[", "]", "{", "}", "-", "/", "\""]
    static let wide: Set<Character> = ["m", "w", "M", "W", "@", "%", "&"]
    static let boldFactor = 1.06

    /// The estimated width of `text` on one line in `font`, in points.
    public static func width(of text: String, in font: Font) -> Double {
        let ems = text.reduce(0.0) { $0 + advance(of: $1) }
        return ems * font.pointSize * (font.isBold ? boldFactor : 1)
    }

    /// The advance of one character, in ems.
    static func advance(of character: Character) -> Double {
        if narrow.contains(character) { return 0.26 }
        if slim.contains(character) { return 0.36 }
        if wide.contains(character) { return 0.88 }
        if character.isNumber && character.isASCII { return 0.60 }
        if character.isLowercase { return 0.55 }
        if character.isUppercase { return 0.68 }
        if let scalar = character.unicodeScalars.first, scalar.value >= 0x2E80 { return 1.0 }
        return 0.55
    }
}
