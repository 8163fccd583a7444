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
            if value.isFinite && value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
            return value.isFinite ? String(value) : "null"
        case .string(let value): return JSONValue.quote(value)
        case .array(let values): return "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let object): return object.serialized
        }
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    static func quote(_ string: String) -> String {
        // Most strings need no escape: one pass over the bytes finds out without building anything.
        let plain = string.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if plain { return "\"" + string + "\"" }
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
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
