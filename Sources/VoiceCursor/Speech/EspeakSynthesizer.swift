import AccessibilityTree
import Synchronization

/// Speech synthesized in-process by libespeak-ng: a session voice, per-language voices, and a
/// bounded cache of phrases already said.
///
/// Safe to share between threads: its own state is behind a lock, and every espeak-ng call
/// goes through the one process-wide engine lock (see `EspeakEngine`).
public final class EspeakSynthesizer: SpeechSynthesizing {
    /// Phrases kept by default: the phrases a session repeats (its screens' elements), while the
    /// audio held, a whole phrase's samples each, stays bounded.
    public static let defaultCacheCapacity = 256

    /// The voice for text without a language, and for languages espeak-ng lacks.
    public let voice: SpeechVoice
    /// Rate, pitch and volume for every phrase.
    public let parameters: SpeechParameters
    private let audioSampleRate: Int
    private let catalogue: VoiceCatalogue
    private let state: Mutex<SynthesizerState>

    /// What the lock guards: the cache, the voice chosen per language, and what to report.
    private struct SynthesizerState {
        var cache: SynthesisCache
        /// Voices already chosen, by lowercase BCP 47 tag; a tag is warned about only once.
        var voicesByLanguage: [String: SpeechVoice] = [:]
        var warnings: [SpeechWarning] = []
        var statistics = SpeechSynthesisStatistics()
    }

    /// Starts espeak-ng (once per process) and selects the session voice.
    ///
    /// - Parameters:
    ///   - voice: A language tag ("en-US"), voice name ("English (America)") or identifier ("gmw/en-US").
    ///   - parameters: Rate, pitch and volume; each must be in espeak-ng's range.
    ///   - cacheCapacity: Phrases to keep; 0 (or less) turns the cache off.
    public init(
        voice: String = "en-US", parameters: SpeechParameters = SpeechParameters(),
        cacheCapacity: Int = EspeakSynthesizer.defaultCacheCapacity
    ) throws(SpeechError) {
        try parameters.validate()
        let engine = try EspeakEngine.shared.start()
        let catalogue = VoiceCatalogue(voices: engine.voices)
        guard let sessionVoice = catalogue.voice(named: voice) else { throw .unknownVoice(voice) }
        self.voice = sessionVoice
        self.parameters = parameters
        self.audioSampleRate = engine.sampleRate
        self.catalogue = catalogue
        self.state = Mutex(SynthesizerState(cache: SynthesisCache(capacity: max(cacheCapacity, 0))))
    }

    /// Every voice espeak-ng has installed (starting espeak-ng if needed).
    public static func availableVoices() throws(SpeechError) -> [SpeechVoice] {
        try EspeakEngine.shared.start().voices
    }

    public var sampleRate: Int? { audioSampleRate }

    /// How many phrases were synthesized by espeak-ng and how many came from the cache.
    public var statistics: SpeechSynthesisStatistics { state.withLock { $0.statistics } }

    /// The voice that speaks the BCP 47 `language` (see `VoiceCatalogue.bestVoice`).
    ///
    /// A language espeak-ng lacks gets the session voice, and one
    /// ``SpeechWarning/unsupportedLanguage(_:fallbackVoice:)`` per language.
    public func voice(forLanguage language: String?) -> SpeechVoice {
        guard let language, !language.isEmpty else { return voice }
        let tag = language.lowercased()
        return state.withLock { state in
            if let chosen = state.voicesByLanguage[tag] { return chosen }
            let found = catalogue.bestVoice(forLanguage: tag, preferring: voice)
            if found == nil {
                state.warnings.append(.unsupportedLanguage(language, fallbackVoice: voice.name))
            }
            state.voicesByLanguage[tag] = found ?? voice
            return found ?? voice
        }
    }

    /// Synthesizes `text` in the voice for `language`, or returns the cached result. Data known only
    /// when the app runs is said as the sample Interface Builder shows for it (``RuntimeText/spoken(_:)``).
    public func synthesize(_ text: String, language: String?) throws(SpeechError) -> SynthesizedSpeech {
        let text = RuntimeText.spoken(text)
        let speaker = voice(forLanguage: language)
        let key = SynthesisKey(text: text, voiceIdentifier: speaker.identifier, parameters: parameters)
        let cached = state.withLock { state in
            let speech = state.cache.speech(for: key)
            if speech != nil { state.statistics.cacheHits += 1 }
            return speech
        }
        if let cached { return cached }
        let synthesis = try EspeakEngine.shared.synthesize(
            text, voiceIdentifier: speaker.identifier, parameters: parameters)
        let speech = SynthesizedSpeech(text: text, voice: speaker, sampleRate: audioSampleRate, synthesis: synthesis)
        state.withLock { state in
            state.statistics.syntheses += 1
            state.cache.insert(speech, for: key)
        }
        return speech
    }

    public func takeWarnings() -> [SpeechWarning] {
        state.withLock { state in
            defer { state.warnings.removeAll() }
            return state.warnings
        }
    }
}

/// Counts of where an ``EspeakSynthesizer``'s phrases came from.
public struct SpeechSynthesisStatistics: Sendable, Hashable {
    /// Phrases espeak-ng synthesized.
    public var syntheses = 0
    /// Phrases returned from the cache without calling espeak-ng.
    public var cacheHits = 0

    public init() {}
}

extension SynthesizedSpeech {
    /// Speech from espeak-ng's samples and marks, with the marks' scalar offsets mapped into `text`.
    init(text: String, voice: SpeechVoice, sampleRate: Int, synthesis: EngineSynthesis) {
        let scalarIndices = Array(text.unicodeScalars.indices) + [text.endIndex]
        let lastOffset = scalarIndices.count - 1
        // espeak-ng sometimes ends a phrase with an empty word (length 0, position 0 or past
        // the last word); that is no word, so it is dropped.
        let marks = synthesis.marks.filter { $0.kind == .sentence || $0.scalarLength > 0 }
        let boundaries = marks.map { mark in
            let start = min(mark.scalarOffset, lastOffset)
            let end = min(start + mark.scalarLength, lastOffset)
            return SpeechBoundary(
                kind: mark.kind, range: scalarIndices[start]..<scalarIndices[end],
                audioOffset: PCMAudio.duration(ofSamples: mark.sample, at: sampleRate))
        }
        let audio = PCMAudio(sampleRate: sampleRate, samples: synthesis.samples)
        self.init(text: text, voice: voice, audio: audio, duration: audio.duration, boundaries: boundaries)
    }
}
