/// A JSON value with ordered object keys, written deterministically: two-space indentation, short
/// lists of numbers and text on one line.
enum JSONValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as JSON text, ending without a newline.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): return Self.quote(text)
        case .number(let value): return value.compactText
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                let line = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
                if line.count + indent * 2 <= 100 { return line }
            }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let entries):
            if entries.isEmpty { return "{}" }
            return "{\n" + entries.map { inner + Self.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Builds a JSON object, leaving out keys whose value is absent or the default.
struct JSONObjectBuilder {
    private(set) var entries: [(String, JSONValue)] = []

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { entries.append((key, value)) }
    }

    mutating func add(_ key: String, _ text: String?) {
        if let text { entries.append((key, .string(text))) }
    }

    mutating func add(_ key: String, _ number: Double?, unless fallback: Double? = nil) {
        if let number, number != fallback { entries.append((key, .number(number))) }
    }

    mutating func add(_ key: String, _ number: Int?, unless fallback: Int? = nil) {
        if let number, number != fallback { entries.append((key, .number(Double(number)))) }
    }

    mutating func add(_ key: String, _ flag: Bool?, unless fallback: Bool? = nil) {
        if let flag, flag != fallback { entries.append((key, .bool(flag))) }
    }

    mutating func add(_ key: String, strings: [String]?, omitEmpty: Bool = true) {
        guard let strings, !(omitEmpty && strings.isEmpty) else { return }
        entries.append((key, .array(strings.map(JSONValue.string))))
    }

    mutating func add(_ key: String, list: [JSONValue]) {
        if !list.isEmpty { entries.append((key, .array(list))) }
    }

    var value: JSONValue { .object(entries) }

    /// The number of keys added.
    var count: Int { entries.count }
}
