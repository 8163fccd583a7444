import AccessibilityTree
import VoiceCursor

/// A JSON value whose objects keep their keys in the order given, printed with two-space indents:
/// the JSON and SARIF reports are stable and diff well.
indirect enum JSONNode: Sendable {
    case null, bool(Bool), int(Int), number(Double), string(String)
    case array([JSONNode])
    case object([(String, JSONNode)])

    /// A string, or null.
    static func optional(_ text: String?) -> JSONNode { text.map { .string($0) } ?? .null }

    /// `[x, y, width, height]`.
    static func frame(_ rect: Rect) -> JSONNode { .array([rect.minX, rect.minY, rect.width, rect.height].map { .number($0) }) }

    /// The text, indented, ending with a newline.
    var pretty: String {
        var out = ""
        write(to: &out, depth: 0)
        return out + "\n"
    }

    /// Appends the value, its nested lines indented by two spaces per `depth`.
    private func write(to out: inout String, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += JSONValue.number(value).serialized
        case .string(let value): out += JSONValue.string(value).serialized
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            if values.allSatisfy(\.isScalar) {
                out += "[" + values.map(\.compact).joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, value) in values.enumerated() {
                Self.indent(&out, depth + 1)
                value.write(to: &out, depth: depth + 1)
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&out, depth)
            out += "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                Self.indent(&out, depth + 1)
                out += JSONValue.string(key).serialized
                out += ": "
                value.write(to: &out, depth: depth + 1)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&out, depth)
            out += "}"
        }
    }

    private static func indent(_ out: inout String, _ depth: Int) {
        for _ in 0..<depth { out += "  " }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private var compact: String {
        var out = ""
        write(to: &out, depth: 0)
        return out
    }
}
