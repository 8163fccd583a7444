import AccessibilityTree

/// One command of a VoiceOver script, with where it was written.
public struct ScriptCommand: Hashable, Sendable {
    /// What the command does.
    public enum Action: Hashable, Sendable {
        /// A gesture (docs/voiceover.md §5's command column).
        case gesture(Gesture)
        /// Let virtual time pass; the next gesture does not wait for speech.
        case wait(Duration)
        /// Move focus to an element by accessibilityIdentifier or label.
        case focus(String)
        /// Print the current screen's elements.
        case tree
        /// Rotate the device.
        case rotate(Device.Orientation)
        /// Post a notification as the app would; the argument names an element on screen (by
        /// identifier or label) or is a string to speak.
        case post(AccessibilityNotification, String?)
        /// An `expect…` command: what must hold (``Expectation``).
        case expect(Expectation)
        /// A Voice Control command, as a user says it ("Tap Send"), on the same app (docs/voice-control.md).
        case say(String)
    }

    public var action: Action
    /// The command as written, for echoing (`> next`).
    public var text: String
    public var location: SourceLocation

    public init(action: Action, text: String, location: SourceLocation) {
        self.action = action
        self.text = text
        self.location = location
    }
}

/// A script that cannot be read: where, and what was expected.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
