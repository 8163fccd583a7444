/// How a session speaks: synthesis on or off, voice, rate, pitch, volume, and output.
public struct SpeechConfiguration: Sendable, Hashable {
    /// Where utterance durations and audio come from.
    public enum Synthesis: Sendable, Hashable {
        /// libespeak-ng, in-process.
        case espeak
        /// No audio; durations estimated at the configured rate (180 words per minute by default).
        case estimated
    }

    public var synthesis: Synthesis
    /// The session voice: a language tag ("en-US"), espeak-ng voice name or identifier.
    public var voice: String
    public var parameters: SpeechParameters
    public var output: SpeechOutputChoice
    /// Phrases the synthesizer caches (see ``EspeakSynthesizer/defaultCacheCapacity``).
    public var cacheCapacity: Int
    /// The files the session read (its scene, script), which no WAV file it writes may replace.
    public var readFiles = ReadFiles()

    public init(
        synthesis: Synthesis = .espeak, voice: String = "en-US",
        parameters: SpeechParameters = SpeechParameters(), output: SpeechOutputChoice = .auto,
        cacheCapacity: Int = EspeakSynthesizer.defaultCacheCapacity
    ) {
        self.synthesis = synthesis
        self.voice = voice
        self.parameters = parameters
        self.output = output
        self.cacheCapacity = cacheCapacity
    }
}
