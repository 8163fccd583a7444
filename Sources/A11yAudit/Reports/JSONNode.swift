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

    /// The text, indented, ending with a newline. Written as UTF-8 bytes and decoded once: a report of
    /// the whole corpus is over half a megabyte, and appending to a String piece by piece cost twice as
    /// much.
    var pretty: String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(to: &out, depth: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value, its nested lines indented by two spaces per `depth`.
    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): JSONValue.appendInteger(value, to: &out)
        case .number(let value): JSONValue.appendNumber(value, to: &out)
        case .string(let value): JSONValue.appendQuoted(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            if values.allSatisfy(\.isScalar) {
                out.append(UInt8(ascii: "["))
                for (index, value) in values.enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    value.write(to: &out, depth: 0)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append(contentsOf: "[\n".utf8)
            for (index, value) in values.enumerated() {
                Self.indent(&out, depth + 1)
                value.write(to: &out, depth: depth + 1)
                out.append(contentsOf: (index == values.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.indent(&out, depth)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard !pairs.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in pairs.enumerated() {
                Self.indent(&out, depth + 1)
                JSONValue.appendQuoted(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                value.write(to: &out, depth: depth + 1)
                out.append(contentsOf: (index == pairs.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.indent(&out, depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ out: inout [UInt8], _ depth: Int) {
        for _ in 0..<depth { out.append(contentsOf: "  ".utf8) }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
