/// 16-bit signed mono PCM samples at a fixed sample rate.
public struct PCMAudio: Sendable, Equatable {
    /// Samples per second (espeak-ng synthesizes at 22050 Hz).
    public let sampleRate: Int
    /// The samples, in playing order.
    public let samples: [Int16]

    public init(sampleRate: Int, samples: [Int16]) {
        precondition(sampleRate > 0, "a sample rate is positive")
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// How long the samples take to play.
    public var duration: Duration { Self.duration(ofSamples: samples.count, at: sampleRate) }

    /// The samples played between `start` and `end` after the audio began, clamped to the audio.
    public func samples(from start: Duration, to end: Duration) -> ArraySlice<Int16> {
        let lower = min(Self.sampleCount(in: start, at: sampleRate), samples.count)
        let upper = min(max(Self.sampleCount(in: end, at: sampleRate), lower), samples.count)
        return samples[lower..<upper]
    }

    /// The time `count` samples take at `sampleRate`, to the nanosecond.
    static func duration(ofSamples count: Int, at sampleRate: Int) -> Duration {
        .seconds(count / sampleRate) + .nanoseconds((count % sampleRate) * 1_000_000_000 / sampleRate)
    }

    /// The number of whole samples (rounded) that `time` spans at `sampleRate`; 0 for negative times.
    static func sampleCount(in time: Duration, at sampleRate: Int) -> Int {
        let (seconds, attoseconds) = time.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let fraction = (Double(attoseconds) * Double(sampleRate) / 1e18).rounded()
        return Int(seconds) * sampleRate + Int(fraction)
    }
}
