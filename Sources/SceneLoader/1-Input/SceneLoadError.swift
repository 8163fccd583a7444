import AccessibilityTree

/// Why a scene file, storyboard or xib could not be loaded: where, what was expected, and what to do.
///
/// Every error the loader throws carries the file and, where the input has one, the line and column
/// of the offending text.
public struct SceneLoadError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Where the problem is; nil when it concerns the whole input (an unreadable file).
    public var location: SourceLocation?
    /// What is wrong, what was expected, and how to fix it.
    public var message: String

    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    init(_ message: String, at location: SourceLocation?) {
        self.init(location: location, message: message)
    }

    /// `path:line:column: error: message`.
    public var description: String {
        guard let location else { return "error: \(message)" }
        return "\(location): error: \(message)"
    }
}
