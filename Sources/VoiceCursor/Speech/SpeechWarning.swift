/// Something in speech went wrong and a11ysim carried on another way.
///
/// Warnings are collected, not printed: ask ``Speaker/takeWarnings()`` (or the synthesizer
/// you use directly) and show each one once.
public enum SpeechWarning: Sendable, Hashable, CustomStringConvertible {
    /// No espeak-ng voice speaks this BCP 47 language; the session voice spoke instead.
    case unsupportedLanguage(String, fallbackVoice: String)
    /// Synthesis is unavailable; durations are estimated (``EstimatedSynthesizer``) and there
    /// is no audio.
    case synthesisUnavailable(SpeechError)
    /// An output failed; speech continues as text.
    case outputFellBackToText(SpeechError)

    public var description: String {
        switch self {
        case .unsupportedLanguage(let language, let fallbackVoice):
            "espeak-ng has no voice for language \"\(language)\"; speaking it with the session "
                + "voice \(fallbackVoice). Check the element's accessibilityLanguage, or install "
                + "an espeak-ng voice for it."
        case .synthesisUnavailable(let error):
            "speech synthesis is off, durations are estimated: \(error)"
        case .outputFellBackToText(let error):
            "speech output falls back to text: \(error)"
        }
    }
}
