/// Where a word or sentence starts, in the text and in the audio.
///
/// espeak-ng reports these as espeakEVENT_WORD and espeakEVENT_SENTENCE; the estimator
/// places one per whitespace-separated word.
public struct SpeechBoundary: Sendable, Hashable {
    /// What starts at a boundary.
    public enum Unit: Sendable, Hashable {
        case word
        case sentence
    }

    public let kind: Unit
    /// The word (for `.word`) or the sentence's first character (for `.sentence`) in the text.
    public let range: Range<String.Index>
    /// When the word or sentence starts, from the start of the audio.
    public let audioOffset: Duration

    public init(kind: Unit, range: Range<String.Index>, audioOffset: Duration) {
        self.kind = kind
        self.range = range
        self.audioOffset = audioOffset
    }
}
