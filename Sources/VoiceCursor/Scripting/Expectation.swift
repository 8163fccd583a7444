import AccessibilityTree

/// What an `expect…` command claims about the session, checked here for scripts and for
/// VoiceOverTesting's assertions alike, so that a script and a test asserting the same thing agree
/// (docs/cli.md, "Expectations").
public enum Expectation: Hashable, Sendable {
    /// The last element phrase spoken is exactly this, once queued speech has finished (`expect`).
    case phrase(String)
    /// The focused element answers to this name (`ElementSnapshot.answers(to:)`): its
    /// accessibilityIdentifier, its label, its whole phrase or its label's first part, as `focus` takes
    /// names (`expect-focus`, `expectFocus`). The claim is about the focused element alone, so another
    /// element answering to the same name does not matter.
    case focus(String)
    /// The screen's title, or the last part of its controller path, is this (`expect-screen`,
    /// `expectScreen`).
    case screen(String)

    /// What was expected, as a failure shows it.
    public var expected: String {
        switch self {
        case .phrase(let text), .focus(let text), .screen(let text): return text
        }
    }

    /// Checks the claim on `voiceOver` now: whether it holds, and what was found instead, as a
    /// failure shows it.
    @MainActor
    public func check(on voiceOver: VoiceOver) -> (passed: Bool, actual: String) {
        switch self {
        case .phrase(let phrase):
            voiceOver.waitForSpeech()
            let actual = voiceOver.lastPhrase
            return (actual == phrase, actual ?? "(nothing spoken)")
        case .focus(let name):
            guard let focused = voiceOver.focused else { return (false, "(nothing focused)") }
            return (focused.answers(to: name), focused.identifier.map { "\(focused.phrase) #\($0)" } ?? focused.phrase)
        case .screen(let title):
            let screen = voiceOver.screen
            return (screen.title == title || screen.path.last == title, screen.title ?? screen.pathDescription)
        }
    }
}

extension ElementSnapshot {
    /// Whether the element answers to `name`, as `focus` and `expect-focus` take names: `name` is its
    /// accessibilityIdentifier, its label, its whole phrase, or the part of its label before the first
    /// ", " (a row's title, "Chocolate Cake" for "Chocolate Cake, Dessert · 1 hour").
    public func answers(to name: String) -> Bool {
        identifier == name || label == name || phrase == name || (label?.hasPrefix(name + ", ") ?? false)
    }
}
