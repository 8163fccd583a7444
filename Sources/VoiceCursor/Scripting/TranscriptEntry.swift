import AccessibilityTree

/// One line of a transcript: what happened at which step of a script.
public struct TranscriptEntry: Hashable, Sendable {
    /// The script's command number (0 before the first command).
    public var step: Int
    /// The command as written, when the entry belongs to one.
    public var command: String?
    /// The virtual time.
    public var time: Duration
    public var content: Content

    public init(step: Int, command: String?, time: Duration, content: Content) {
        self.step = step
        self.command = command
        self.time = time
        self.content = content
    }

    /// What the entry says.
    public enum Content: Hashable, Sendable {
        /// A command about to run (echoed as `> command`).
        case command(ScriptCommand)
        /// Something VoiceOver did.
        case event(VoiceOverEvent.Kind)
        /// The screen, for the `tree` command.
        case tree(AccessibilitySnapshot)
        /// An expectation's outcome.
        case expectation(ExpectationResult)
        /// What a Voice Control command matched and did.
        case voiceControl(VoiceControlResult)
    }
}
