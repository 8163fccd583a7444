import AccessibilityTree

/// One command of a VoiceOver script, with where it was written.
public struct ScriptCommand: Hashable, Sendable {
    /// What the command does.
    public enum Action: Hashable, Sendable {
        /// A gesture (spec §5's command column).
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
        /// The last element phrase spoken must be exactly this.
        case expectPhrase(String)
        /// The focused element must have this identifier or label.
        case expectFocus(String)
        /// The screen's title (or the last part of its controller path) must be this.
        case expectScreen(String)
    }

    public var action: Action
    /// The command as written, for echoing (`> next`).
    public var text: String
    public var location: ScriptLocation

    public init(action: Action, text: String, location: ScriptLocation) {
        self.action = action
        self.text = text
        self.location = location
    }
}

/// A place in a script: file (or `-c`), line and column, 1-based.
public struct ScriptLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// "path:line:column".
    public var description: String { "\(file):\(line):\(column)" }
}

/// A script that cannot be read: where, and what was expected.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: ScriptLocation
    public var message: String

    public init(location: ScriptLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
