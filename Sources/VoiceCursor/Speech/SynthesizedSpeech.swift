/// A phrase turned into speech: its length, its word and sentence boundaries, and its audio.
///
/// ``EspeakSynthesizer`` gives audio and espeak-ng's boundaries; ``EstimatedSynthesizer``
/// gives no audio and evenly spaced word boundaries. Either way ``duration`` is how long the
/// phrase occupies the speech queue's virtual clock.
public struct SynthesizedSpeech: Sendable, Equatable {
    /// The text that was synthesized.
    public let text: String
    /// The espeak-ng voice that spoke it, or nil for an estimate.
    public let voice: SpeechVoice?
    /// The audio, or nil for an estimate.
    public let audio: PCMAudio?
    /// How long the phrase takes to say.
    public let duration: Duration
    /// Word and sentence starts, in audio order.
    public let boundaries: [SpeechBoundary]

    public init(
        text: String, voice: SpeechVoice?, audio: PCMAudio?, duration: Duration,
        boundaries: [SpeechBoundary]
    ) {
        self.text = text
        self.voice = voice
        self.audio = audio
        self.duration = duration
        self.boundaries = boundaries
    }

    /// How far the phrase has got `elapsed` after it started (clamped to the phrase).
    public func progress(after elapsed: Duration) -> SpeechProgress {
        let played = min(max(elapsed, .zero), duration)
        let words = boundaries.filter { $0.kind == .word && $0.audioOffset < played }
        return SpeechProgress(
            elapsed: played,
            fraction: duration > .zero ? played / duration : 1,
            spokenWordCount: words.count,
            lastSpokenWord: words.last.map { String(text[$0.range]) }
        )
    }
}
