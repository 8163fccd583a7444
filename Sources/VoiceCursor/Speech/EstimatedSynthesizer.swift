/// Speech without audio: each word lasts 60 / ``rate`` seconds.
///
/// Used when synthesis is off or unavailable. Deterministic, instant, and it never warns.
public struct EstimatedSynthesizer: SpeechSynthesizing {
    /// The rate the behaviour spec (§8) estimates at, in words per minute.
    public static let defaultRate = 180

    /// Words per minute.
    public let rate: Int

    public init(rate: Int = EstimatedSynthesizer.defaultRate) {
        precondition(rate > 0, "a speaking rate is positive")
        self.rate = rate
    }

    public var sampleRate: Int? { nil }

    /// Estimates `text`: one word boundary per whitespace-separated word, evenly spaced.
    public func synthesize(_ text: String, language: String?) -> SynthesizedSpeech {
        let wordRanges = text.split(whereSeparator: \.isWhitespace).map { $0.startIndex..<$0.endIndex }
        let boundaries = wordRanges.enumerated().map { index, range in
            SpeechBoundary(kind: .word, range: range, audioOffset: duration(ofWords: index))
        }
        return SynthesizedSpeech(
            text: text, voice: nil, audio: nil, duration: duration(ofWords: wordRanges.count),
            boundaries: boundaries
        )
    }

    /// The time `count` words take, exactly (3 words at 180 a minute are exactly 1 s).
    private func duration(ofWords count: Int) -> Duration {
        .seconds(60) * count / rate
    }

    public func takeWarnings() -> [SpeechWarning] { [] }
}
