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
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
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
                out += indent + "  "
                value.write(to: &out, indent: indent + "  ")
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += indent + "  " + JSONValue.string(key).serialized + ": "
                value.write(to: &out, indent: indent + "  ")
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private var compact: String {
        var out = ""
        write(to: &out, indent: "")
        return out
    }
}
