/// Turns text into ``SynthesizedSpeech``; what a ``Speaker`` needs from a synthesizer.
///
/// Conforming types are Sendable and safe to call from any thread.
public protocol SpeechSynthesizing: Sendable {
    /// The sample rate of the audio this synthesizer produces, or nil if it produces none.
    var sampleRate: Int? { get }

    /// Synthesizes `text`, in the voice for the BCP 47 `language` if given.
    func synthesize(_ text: String, language: String?) throws(SpeechError) -> SynthesizedSpeech

    /// Returns the warnings raised since the last call, and forgets them.
    func takeWarnings() -> [SpeechWarning]
}
