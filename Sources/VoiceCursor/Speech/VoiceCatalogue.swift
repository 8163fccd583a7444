/// Chooses espeak-ng voices for session voice names and BCP 47 language tags.
///
/// Pure: it only reads the voice list, so it is tested without espeak-ng.
struct VoiceCatalogue: Sendable {
    /// Tags espeak-ng spells differently from BCP 47 (deprecated or region-implied codes).
    static let aliases: [String: String] = [
        "zh-hk": "yue", "zh-mo": "yue", "zh-hant-hk": "yue", "zh-hant-mo": "yue",
        "iw": "he", "in": "id",
    ]

    let voices: [SpeechVoice]

    /// The voice a session asks for by identifier ("gmw/en-US"), name ("English (America)")
    /// or language tag ("en-US"), or nil if espeak-ng has none.
    func voice(named request: String) -> SpeechVoice? {
        let wanted = request.lowercased()
        return voices.first { $0.identifier.lowercased() == wanted }
            ?? voices.first { $0.name.lowercased() == wanted }
            ?? bestVoice(forLanguage: request, preferring: nil)
    }

    /// The voice for a BCP 47 tag such as "ko" or "fr-CA", or nil if espeak-ng has none.
    ///
    /// Tries the whole tag, then drops subtags from the end ("fr-ca" → "fr"). At each step
    /// `preferred` (the session voice) wins if it speaks that tag, so an "en" element in an
    /// en-US session keeps the session voice; otherwise the voice espeak-ng ranks first wins.
    func bestVoice(forLanguage tag: String, preferring preferred: SpeechVoice?) -> SpeechVoice? {
        for candidate in Self.candidates(for: tag) {
            if let preferred, preferred.priority(for: candidate) != nil { return preferred }
            let speakers = voices.compactMap { voice in
                voice.priority(for: candidate).map { (voice: voice, priority: $0) }
            }
            if let best = speakers.min(by: { $0.priority < $1.priority }) { return best.voice }
        }
        return nil
    }

    /// Lowercase tags to try for `tag`, most specific first: "zh-Hant-HK" gives
    /// "zh-hant-hk", "yue" (alias), "zh-hant", "zh".
    static func candidates(for tag: String) -> [String] {
        var subtags = tag.lowercased().replacing("_", with: "-").split(separator: "-")
        var result: [String] = []
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "-")
            result.append(candidate)
            if let alias = aliases[candidate] { result.append(alias) }
            subtags.removeLast()
        }
        return result
    }
}
