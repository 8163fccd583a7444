import AccessibilityTree
import Foundation

/// Formats transcript entries as JSON Lines: one object per event with `step`, `command`, `type`,
/// `time_ms` and type-specific fields, keys in a fixed order (schema in docs/cli.md).
public enum JSONTranscript {
    /// The JSON objects (one per line) for `entry`.
    public static func lines(for entry: TranscriptEntry) -> [String] {
        var object = OrderedJSON()
        object["step"] = .number(Double(entry.step))
        object["command"] = entry.command.map { .string($0) } ?? .null
        switch entry.content {
        case .command(let command):
            object["type"] = .string("command")
            object["location"] = .string(command.location.description)
        case .event(let kind):
            fill(&object, with: kind)
        case .tree(let snapshot):
            object["type"] = .string("tree")
            object["screen"] = .string(snapshot.screen.pathDescription)
            object["elements"] = .array(snapshot.elements.map(elementJSON))
        case .expectation(let result):
            object["type"] = .string("expect")
            object["passed"] = .bool(result.passed)
            object["expected"] = .string(result.expected)
            object["actual"] = .string(result.actual)
            object["location"] = .string(result.command.location.description)
        }
        object["time_ms"] = .number(milliseconds(entry.time))
        return [object.serialized]
    }

    private static func fill(_ object: inout OrderedJSON, with kind: VoiceOverEvent.Kind) {
        switch kind {
        case .speech(let text, let speechKind):
            object["type"] = .string(speechKind == .hint ? "hint" : "speech")
            object["text"] = .string(text)
            object["kind"] = .string(speechKind.rawValue)
        case .speechInterrupted(let text, let progress):
            object["type"] = .string("interrupted")
            object["text"] = .string(text)
            object["progress"] = .number((progress * 1000).rounded() / 1000)
        case .sound(let sound):
            object["type"] = .string("sound")
            object["sound"] = .string(sound.rawValue)
        case .focus(let element):
            object["type"] = .string("focus")
            object["element"] = elementJSON(element)
        case .notification(let name, let argument):
            object["type"] = .string("notification")
            object["name"] = .string(name.rawValue)
            object["argument"] = argument.map { .string($0) } ?? .null
        case .handler(let gesture, let handler):
            object["type"] = .string("handler")
            object["gesture"] = .string(gesture.description)
            object["handled"] = .bool(handler.isHandled)
            object["by"] = .string(handlerKind(handler))
            object["responder"] = handler.responder.map { .string($0.description) } ?? .null
            object["description"] = .string(handler.description)
        case .transition(let transition, let to):
            object["type"] = .string("transition")
            object["kind"] = .string(transition.rawValue)
            object["to"] = to.map { .string($0) } ?? .null
        case .action(let message):
            object["type"] = .string("action")
            object["message"] = .string(message)
        case .announcementFinished(let text, let successful):
            object["type"] = .string("notification")
            object["name"] = .string("announcementDidFinish")
            object["text"] = .string(text)
            object["wasSuccessful"] = .bool(successful)
        case .rotor(let setting):
            object["type"] = .string("rotor")
            object["setting"] = .string(setting.description)
        case .warning(let message):
            object["type"] = .string("error")
            object["severity"] = .string("warning")
            object["message"] = .string(message)
        }
    }

    private static func handlerKind(_ handler: GestureHandler) -> String {
        switch handler {
        case .responder: return "responder"
        case .uikitDefault: return "uikitDefault"
        case .unhandled: return "unhandled"
        case .voiceOver: return "voiceOver"
        }
    }

    /// An element as JSON: phrase, label, value, traits, identifier, frame.
    static func elementJSON(_ element: ElementSnapshot) -> JSONValue {
        var object = OrderedJSON()
        object["phrase"] = .string(element.phrase)
        object["label"] = element.label.map { .string($0) } ?? .null
        object["value"] = element.value.map { .string($0) } ?? .null
        object["traits"] = .array(element.traits.names.map { .string($0) })
        object["identifier"] = element.identifier.map { .string($0) } ?? .null
        object["frame"] = .array([element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map { .number($0) })
        return .object(object)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded()
    }
}

/// A JSON value for hand-ordered output.
public indirect enum JSONValue: Hashable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object(OrderedJSON)

    /// The value as compact JSON text.
    public var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            var bytes: [UInt8] = []
            JSONValue.appendNumber(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        case .string(let value): return JSONValue.quote(value)
        case .array(let values): return "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let object): return object.serialized
        }
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    static func quote(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON number: whole numbers (below 10^15) without a fraction, others as
    /// Swift prints them, and `null` for infinities and NaN, which JSON cannot express.
    public static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
            appendInteger(Int(value), to: &bytes)
        } else {
            bytes.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
        }
    }

    /// Appends the decimal digits of `value`, without building a String: written from the last digit
    /// into a buffer on the stack (20 bytes hold `Int.min`), then appended at once.
    public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `string` as a JSON string literal, as UTF-8, with the escapes RFC 8259 requires.
    ///
    /// Every byte that needs an escape is ASCII, and no byte of a multi-byte UTF-8 sequence is
    /// ASCII, so the escapes are found byte by byte; the runs between them are copied whole.
    public static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendQuoted(utf8: $0, to: &bytes) }
    }

    private static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var plain = 0  // where the run of bytes not yet copied starts
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
            plain = index + 1
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A JSON object whose keys keep the order they were set in.
public struct OrderedJSON: Hashable, Sendable {
    private var keys: [String] = []
    private var values: [String: JSONValue] = [:]

    public init() {}

    public subscript(key: String) -> JSONValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }

    /// The object as compact JSON text.
    public var serialized: String {
        "{" + keys.map { JSONValue.quote($0) + ":" + (values[$0] ?? .null).serialized }.joined(separator: ",") + "}"
    }
}
