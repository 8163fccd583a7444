import AccessibilityTree

/// Speech without audio: each word lasts 60 / ``rate`` seconds.
///
/// Used when synthesis is off or unavailable. Deterministic, instant, and it never warns.
public struct EstimatedSynthesizer: SpeechSynthesizing {
    /// The rate the docs/voiceover.md §8 estimates at, in words per minute.
    public static let defaultRate = 180

    /// Words per minute.
    public let rate: Int

    public init(rate: Int = EstimatedSynthesizer.defaultRate) {
        precondition(rate > 0, "a speaking rate is positive")
        self.rate = rate
    }

    public var sampleRate: Int? { nil }

    /// Estimates `text`: one word boundary per whitespace-separated word, evenly spaced; data known
    /// only when the app runs counts as the sample said in its place (``RuntimeText/spoken(_:)``).
    public func synthesize(_ text: String, language: String?) -> SynthesizedSpeech {
        let text = RuntimeText.spoken(text)
        let wordRanges = Self.wordRanges(in: text)
        let boundaries = wordRanges.enumerated().map { index, range in
            SpeechBoundary(kind: .word, range: range, audioOffset: duration(ofWords: index))
        }
        return SynthesizedSpeech(
            text: text, voice: nil, audio: nil, duration: duration(ofWords: wordRanges.count),
            boundaries: boundaries
        )
    }

    /// The ranges of the whitespace-separated words of `text`.
    ///
    /// Every phrase VoiceOver speaks is estimated, in an audit thousands of them, and nearly all are
    /// ASCII. Those are split byte by byte: in ASCII a character is one byte (CR LF, one character,
    /// is white space either way) and the white space is tab through carriage return and space, so
    /// the ranges are those of splitting the characters, which other text still does.
    static func wordRanges(in text: String) -> [Range<String.Index>] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: \.isWhitespace).map { $0.startIndex..<$0.endIndex }
        }
        var ranges: [Range<String.Index>] = []
        var wordStart: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isSpace = byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
            if isSpace, let start = wordStart {
                ranges.append(start..<index)
                wordStart = nil
            } else if !isSpace, wordStart == nil {
                wordStart = index
            }
            utf8.formIndex(after: &index)
        }
        if let start = wordStart { ranges.append(start..<utf8.endIndex) }
        return ranges
    }

    /// The time `count` words take, exactly (3 words at 180 a minute are exactly 1 s): `60 s × count /
    /// rate` truncated to the attosecond, as `Duration`'s own arithmetic gives it, but in 64-bit
    /// halves (Duration's is generic 128-bit arithmetic, and this runs for every word spoken).
    private func duration(ofWords count: Int) -> Duration {
        let (seconds, remainder) = (60 * count).quotientAndRemainder(dividingBy: rate)
        let attoseconds = UInt64(rate).dividingFullWidth(UInt64(remainder).multipliedFullWidth(by: 1_000_000_000_000_000_000)).quotient
        return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(attoseconds))
    }

    public func takeWarnings() -> [SpeechWarning] { [] }
}
