/// A JSON value whose objects keep their members in the order given, for documents built before they
/// are written (transcript lines, scene files).
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as JSON text laid out as `layout` says, ending without a newline.
    public func text(_ layout: JSONWriter.Layout) -> String {
        var writer = JSONWriter(layout: layout)
        writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The value as compact JSON text.
    public var serialized: String { text(.compact) }

    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        case .null, .bool, .number, .string: return true
        }
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

extension JSONWriter {
    /// Writes `value`: an array of scalars as ``scalars(_:_:)`` does, other containers one member or
    /// element a line.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items) where items.allSatisfy(\.isScalar):
            scalars(items) { $0.write($1) }
        case .array(let items):
            array { json in
                for item in items { json.write(item) }
            }
        case .object(let members):
            object { json in
                for (key, member) in members {
                    json.key(key)
                    json.write(member)
                }
            }
        }
    }
}
