/// How Voice Control compares what a user says with names and what is shown (docs/voice-control.md §1, §5).
public enum VoiceControlName {
    /// A name as matched against speech: lowercased, without surrounding white space or punctuation,
    /// inner runs of white space as one space. "  Send! " → "send".
    public static func folded(_ text: String) -> String {
        words(of: text, droppingInnerPunctuation: false).joined(separator: " ")
    }

    /// The words of `text` for the label-in-name comparison: lowercased, punctuation removed (inner
    /// punctuation too: "Sign-in" is the words "sign" and "in"), split at white space.
    public static func words(of text: String) -> [String] {
        words(of: text, droppingInnerPunctuation: true)
    }

    /// Whether `name` contains `shown` as a run of whole words, after folding both: "Send" is in
    /// "Send message" but not in "Resend"; an empty `shown` is in every name.
    public static func name(_ name: String, contains shown: String) -> Bool {
        let needle = words(of: shown)
        guard !needle.isEmpty else { return true }
        let haystack = words(of: name)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    private static func words(of text: String, droppingInnerPunctuation: Bool) -> [String] {
        var result: [String] = []
        for piece in text.lowercased().split(whereSeparator: \.isWhitespace) {
            if droppingInnerPunctuation {
                var word = ""
                for character in piece {
                    if character.isPunctuation || character.isSymbol {
                        if !word.isEmpty { result.append(word); word = "" }
                    } else {
                        word.append(character)
                    }
                }
                if !word.isEmpty { result.append(word) }
            } else {
                let trimmed = piece.drop { $0.isPunctuation }.reversed().drop { $0.isPunctuation }.reversed()
                if !trimmed.isEmpty { result.append(String(trimmed)) }
            }
        }
        return result
    }
}
