/// A language VoiceOver speaks its own words in: the device's language (docs/voiceover.md §4, "Language").
///
/// Only languages with a device-verified word list are offered; the app's labels stay as the app
/// gives them whatever the language.
public enum VoiceOverLanguage: String, CaseIterable, Hashable, Codable, Sendable {
    case english = "en"
    case german = "de"
    case russian = "ru"

    /// The language for a code such as "de" or "de-DE", or nil when no verified word list exists for it.
    public init?(code: String) {
        let primary = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self.init(rawValue: primary)
    }

    /// The language's words by key. A key missing here has no verified word in this language yet and
    /// is spoken in English (``word(_:)``).
    public var table: [VoiceOverWord: String] {
        switch self {
        case .english: return VoiceOverStrings.english
        case .german: return VoiceOverStrings.german
        case .russian: return VoiceOverStrings.russian
        }
    }

    /// The espeak-ng voice that speaks the language.
    public var espeakVoice: String {
        switch self {
        case .english: return "en-US"
        case .german: return "de"
        case .russian: return "ru"
        }
    }

    /// The word for `key`; English when the language has no verified word for it.
    public func word(_ key: VoiceOverWord) -> String {
        table[key] ?? VoiceOverStrings.english[key] ?? key.rawValue
    }

    /// The format for `key` with its positional arguments (`%1$@`, `%2$@`…) filled in.
    public func format(_ key: VoiceOverWord, _ arguments: String...) -> String {
        Self.fill(word(key), with: arguments)
    }

    /// The format for `key` with whole numbers as its arguments, written as the locale writes them.
    public func format(_ key: VoiceOverWord, numbers: Int...) -> String {
        Self.fill(word(key), with: numbers.map(number))
    }

    /// A whole number as the locale writes it in VoiceOver's words: plain digits in every shipped
    /// language (VoiceOver formats them without grouping).
    public func number(_ value: Int) -> String { String(value) }

    /// A whole percentage as the locale writes it: "50%" in English, "50 %" in German and Russian.
    public func percent(_ value: Int) -> String { format(.percent, number(value)) }

    /// Replaces `%N$@` with the N-th argument and `%%` with `%`; anything else is kept as written.
    static func fill(_ format: String, with arguments: [String]) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix(while: \.isNumber)
            if !digits.isEmpty, let position = Int(digits), after.dropFirst(digits.count).hasPrefix("$@"),
               position >= 1, position <= arguments.count {
                result += arguments[position - 1]
                rest = after.dropFirst(digits.count + 2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}

extension AccessibilityObject {
    /// The language of the device the object is shown on, in which UIKit's controls word their
    /// defaults; English when it is in no window.
    var deviceLanguage: VoiceOverLanguage { window?.device.language ?? .english }
}
