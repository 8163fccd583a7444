import AccessibilityTree

/// A warning from the loader: something it could not represent exactly but worked around
/// (an unknown Interface Builder element kept as a plain view, a storyboard reference to a missing file).
public struct SceneDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Where the warning comes from, when known.
    public var location: SourceLocation?
    /// What happened and what the loader did instead.
    public var message: String

    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: message` (a caller prints it after "warning: ").
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}
