/// One thing VoiceOver says, as `AVSpeechUtterance` is one thing a synthesizer says.
public struct Utterance: Sendable, Equatable {
    /// Why VoiceOver says it (docs/voiceover.md §4, §7).
    public enum Kind: Sendable, Hashable {
        /// The phrase for a newly focused element: label, value, traits, context.
        case elementPhrase
        /// An element's hint, after a pause.
        case hint
        /// The new value after increment, decrement or toggle ("60%", "on").
        case valueChange
        /// An app's announcement notification.
        case announcement
        /// A page-scrolled status ("Page 2 of 5", "Rows 1 to 10 of 40").
        case pageStatus
    }

    /// What to say.
    public var text: String
    /// The BCP 47 language to say it in (an element's accessibilityLanguage), or nil for the session voice.
    public var language: String?
    /// Why it is said.
    public var kind: Kind
    /// Silence before it starts once it reaches the front of the queue (a hint waits 1 s).
    public var preUtteranceDelay: Duration
    /// The synthesized speech, once synthesized; the queue estimates any utterance without it.
    public var speech: SynthesizedSpeech?

    public init(
        _ text: String, language: String? = nil, kind: Kind, preUtteranceDelay: Duration = .zero,
        speech: SynthesizedSpeech? = nil
    ) {
        self.text = text
        self.language = language
        self.kind = kind
        self.preUtteranceDelay = preUtteranceDelay
        self.speech = speech
    }
}
