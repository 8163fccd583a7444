/// One espeak-ng voice, as `AVSpeechSynthesisVoice` describes a system voice.
public struct SpeechVoice: Sendable, Hashable, CustomStringConvertible {
    /// One language a voice speaks, with espeak-ng's preference for it.
    public struct Language: Sendable, Hashable {
        /// A lowercase language tag as espeak-ng spells it, e.g. "en-us", "fr", "cmn".
        public let tag: String
        /// espeak-ng's priority for this voice in this language: lower is preferred.
        public let priority: Int

        public init(tag: String, priority: Int) {
            self.tag = tag.lowercased()
            self.priority = priority
        }
    }

    /// The voice file's path under espeak-ng-data/voices, e.g. "gmw/en-US"; unique.
    public let identifier: String
    /// The human name, e.g. "English (America)".
    public let name: String
    /// The languages the voice speaks, most preferred first.
    public let languages: [Language]

    public init(identifier: String, name: String, languages: [Language]) {
        self.identifier = identifier
        self.name = name
        self.languages = languages
    }

    /// The voice's main language tag, e.g. "en-us"; empty if the voice lists none.
    public var language: String { languages.first?.tag ?? "" }

    public var description: String { "\(name) [\(identifier)]" }

    /// espeak-ng's priority for `tag` in this voice, or nil if the voice does not list it.
    func priority(for tag: String) -> Int? {
        languages.first { $0.tag == tag }?.priority
    }
}
