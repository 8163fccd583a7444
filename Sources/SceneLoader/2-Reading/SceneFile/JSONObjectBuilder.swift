import AccessibilityTree

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
