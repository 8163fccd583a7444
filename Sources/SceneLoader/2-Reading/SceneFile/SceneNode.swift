import AccessibilityTree

/// A node of a scene file (YAML or JSON), with where it starts: what the strict decoder reads.
struct SceneNode: Sendable {
    /// A scalar's text and what kind of literal it was written as.
    struct Scalar: Sendable {
        var text: String
        /// Quoted (or block) text is always a string; plain text may be a number, boolean or null.
        var isQuoted: Bool
    }

    /// One key of a mapping, with its own location (unknown-key errors point at it).
    struct Entry: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: SceneNode
    }

    enum Value: Sendable {
        case scalar(Scalar)
        case mapping([Entry])
        case sequence([SceneNode])
    }

    var value: Value
    var location: SourceLocation

    /// Whether this is an unquoted `null`, `~` or empty scalar.
    var isNull: Bool {
        guard case .scalar(let scalar) = value, !scalar.isQuoted else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.text)
    }

    /// A short description of the node's shape for "expected …, found …" messages.
    var shapeDescription: String {
        switch value {
        case .scalar(let scalar): return isNull ? "nothing (null)" : "'\(scalar.text.prefix(40))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
