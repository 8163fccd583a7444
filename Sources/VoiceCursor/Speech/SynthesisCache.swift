/// What identifies a synthesis: the same key always gives the same samples.
struct SynthesisKey: Hashable, Sendable {
    let text: String
    let voiceIdentifier: String
    /// Rate, pitch and volume; volume scales the samples, so it belongs here too.
    let parameters: SpeechParameters
}

/// A bounded least-recently-used store of synthesized phrases.
///
/// Holds at most `capacity` entries; inserting into a full cache evicts the entry used
/// longest ago. Eviction scans the entries (O(capacity)), which only happens after a miss,
/// next to a synthesis that costs far more. A capacity of 0 disables caching.
struct SynthesisCache: Sendable {
    private struct CachedSpeech: Sendable {
        let speech: SynthesizedSpeech
        var lastUse: UInt64
    }

    let capacity: Int
    private var entries: [SynthesisKey: CachedSpeech] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        precondition(capacity >= 0, "a cache capacity is not negative")
        self.capacity = capacity
    }

    /// The number of phrases held.
    var count: Int { entries.count }

    /// The speech stored for `key`, marking it most recently used.
    mutating func speech(for key: SynthesisKey) -> SynthesizedSpeech? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]?.lastUse = clock
        return entries[key]?.speech
    }

    /// Stores `speech` for `key`, evicting the least recently used entry if full.
    mutating func insert(_ speech: SynthesizedSpeech, for key: SynthesisKey) {
        guard capacity > 0 else { return }
        if entries[key] == nil, entries.count >= capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = CachedSpeech(speech: speech, lastUse: clock)
    }
}
