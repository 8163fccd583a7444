import AccessibilityTree
import Foundation

/// `hint-style`: a hint that is not a short sentence starting with a verb ("Plays the song.").
public struct HintStyleRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "hint-style", summary: "Hint that doesn't start with a verb or doesn't end with a period.", defaultSeverity: .warning,
        help: "Write hints as a sentence that begins with a third-person verb and ends with a period (\"Plays the song.\"); don't describe the gesture (\"Double tap to…\"), VoiceOver does.")

    /// First words that end in "s" but are not verbs.
    static let nonVerbs: Set<String> = [
        "this", "its", "is", "was", "yes", "thus", "us", "as", "his", "hers", "ours", "yours", "these", "those",
        "always", "sometimes", "perhaps", "settings", "details", "options", "news", "photos", "results", "items",
        "contents", "notes", "less", "unless",
    ]
    /// First words that describe a gesture.
    static let gestureWords: Set<String> = ["double", "tap", "swipe", "click", "press", "touch", "triple"]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let hint = element.hint?.trimmingWhitespace(), !hint.isEmpty, !hint.isKnownOnlyAtRuntime else { return nil }
            var problems: [String] = []
            let first = hint.prefix { $0.isLetter }.lowercased()
            if Self.gestureWords.contains(first) {
                problems.append("it describes the gesture, which VoiceOver already tells")
            } else if !(first.count > 2 && first.hasSuffix("s") && !Self.nonVerbs.contains(first)) {
                problems.append("it does not start with a verb (\"Plays…\", \"Opens…\")")
            }
            if !hint.hasSuffix(".") { problems.append("it does not end with a period") }
            guard !problems.isEmpty else { return nil }
            return RuleHit(.element(index), "The hint \"\(hint)\" of \(element.quoted): \(problems.joined(separator: "; ")). Write it as a sentence like \"Plays the song.\"")
        }
    }
}
