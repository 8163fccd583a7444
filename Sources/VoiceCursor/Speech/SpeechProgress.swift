/// How far an utterance got before it stopped (interrupted or paused).
public struct SpeechProgress: Sendable, Hashable {
    /// Audio time played.
    public let elapsed: Duration
    /// `elapsed` over the utterance's whole duration, from 0 to 1 (1 for an empty utterance).
    public let fraction: Double
    /// How many words had started: 0 before the first word, at least 1 once speech began.
    public let spokenWordCount: Int
    /// The last word that had started, or nil if none had.
    public let lastSpokenWord: String?

    public init(elapsed: Duration, fraction: Double, spokenWordCount: Int, lastSpokenWord: String?) {
        self.elapsed = elapsed
        self.fraction = fraction
        self.spokenWordCount = spokenWordCount
        self.lastSpokenWord = lastSpokenWord
    }
}
