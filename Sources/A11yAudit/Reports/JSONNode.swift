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
    var pretty: String { String(decoding: prettyUTF8, as: UTF8.self) }

    /// The UTF-8 of ``pretty``, written straight into one buffer: a report of a whole corpus is over
    /// half a megabyte, and appending to a String piece by piece cost twice as much. The buffer starts
    /// at a megabyte, so it is not copied as it grows (pages are only touched as they are written).
    var prettyUTF8: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        write(to: &out, depth: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// Appends the value, its nested lines indented by two spaces per `depth`.
    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .null: Self.append("null", to: &out)
        case .bool(let value): Self.append(value ? "true" : "false", to: &out)
        case .int(let value): JSONValue.appendInteger(value, to: &out)
        case .number(let value): JSONValue.appendNumber(value, to: &out)
        case .string(let value): JSONValue.appendQuoted(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { return Self.append("[]", to: &out) }
            if values.allSatisfy({ $0.isScalar }) {
                out.append(UInt8(ascii: "["))
                for (index, value) in values.enumerated() {
                    if index > 0 { Self.append(", ", to: &out) }
                    value.write(to: &out, depth: 0)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            Self.append("[\n", to: &out)
            for (index, value) in values.enumerated() {
                Self.indent(&out, depth + 1)
                value.write(to: &out, depth: depth + 1)
                Self.append(index == values.count - 1 ? "\n" : ",\n", to: &out)
            }
            Self.indent(&out, depth)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            guard !pairs.isEmpty else { return Self.append("{}", to: &out) }
            Self.append("{\n", to: &out)
            for (index, (key, value)) in pairs.enumerated() {
                Self.indent(&out, depth + 1)
                JSONValue.appendQuoted(key, to: &out)
                Self.append(": ", to: &out)
                value.write(to: &out, depth: depth + 1)
                Self.append(index == pairs.count - 1 ? "\n" : ",\n", to: &out)
            }
            Self.indent(&out, depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends the bytes of a literal (a report has tens of thousands of these small pieces).
    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func indent(_ out: inout [UInt8], _ depth: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
