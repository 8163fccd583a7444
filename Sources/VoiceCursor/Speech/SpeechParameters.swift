/// How a synthesizer speaks: rate, pitch and volume, in espeak-ng's units.
public struct SpeechParameters: Sendable, Hashable {
    /// Rates espeak-ng accepts, in words per minute.
    public static let rateRange = 80...450
    /// Pitches espeak-ng accepts; 50 is the voice's normal pitch.
    public static let pitchRange = 0...100
    /// Volumes espeak-ng accepts; 100 is normal, above it distorts.
    public static let volumeRange = 0...200

    /// Words per minute; VoiceOver's default speaking rate is close to 180.
    public var rate: Int
    /// Base pitch, 0...100; 50 is normal.
    public var pitch: Int
    /// Amplitude, 0...200; 100 is normal, 0 is silence.
    public var volume: Int

    public init(rate: Int = 180, pitch: Int = 50, volume: Int = 100) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }

    /// Throws if any parameter is outside what espeak-ng accepts.
    public func validate() throws(SpeechError) {
        for (name, value, range) in [
            ("rate", rate, Self.rateRange), ("pitch", pitch, Self.pitchRange),
            ("volume", volume, Self.volumeRange),
        ] where !range.contains(value) {
            throw .parameterOutOfRange(name: name, value: value, range: range)
        }
    }
}
