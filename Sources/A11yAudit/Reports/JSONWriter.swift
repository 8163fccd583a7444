import VoiceCursor

/// Writes JSON with two-space indents straight into one byte buffer, keys in the order they are
/// written: the JSON and SARIF reports are stable and diff well.
///
/// A report of a whole corpus is over half a megabyte. Building it as a tree of values first and
/// printing the tree cost three times as much as writing it in one pass, most of it in allocating and
/// freeing the tree's tens of thousands of small nodes.
///
/// Layout: an object or an array of objects has one member a line; an array of scalars (a frame, a
/// list of warnings) stays on one line, `[1, 2]`; empty ones are `{}` and `[]`.
struct JSONWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// The members written so far in each open object or array, innermost last.
    private var members: [Int] = []
    /// Set between an object member's key and its value.
    private var afterKey = false

    /// A writer whose buffer starts at a megabyte, so it is not copied as it grows (pages are only
    /// touched as they are written).
    init() {
        bytes.reserveCapacity(1 << 20)
    }

    /// The text of the object `body` writes, ending with a newline.
    static func document(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter()
        writer.object(body)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    // MARK: Object members

    mutating func field(_ key: StaticString, _ value: String) { self.key(key); string(value) }
    mutating func field(_ key: StaticString, _ value: String?) { self.key(key); value.map { string($0) } ?? null() }
    mutating func field(_ key: StaticString, _ value: Int) { self.key(key); int(value) }
    mutating func field(_ key: StaticString, _ value: Int?) { self.key(key); value.map { int($0) } ?? null() }
    mutating func field(_ key: StaticString, _ value: Double) { self.key(key); number(value) }
    mutating func field(_ key: StaticString, _ value: Bool) { self.key(key); literal(value ? "true" : "false") }
    mutating func field(_ key: StaticString, strings: [String]) { self.key(key); inline(strings) { $0.string($1) } }
    mutating func field(_ key: StaticString, numbers: [Double]) { self.key(key); inline(numbers) { $0.number($1) } }
    mutating func nullField(_ key: StaticString) { self.key(key); null() }
    mutating func object(_ key: StaticString, _ body: (inout JSONWriter) -> Void) { self.key(key); object(body) }
    mutating func array(_ key: StaticString, _ body: (inout JSONWriter) -> Void) { self.key(key); array(body) }

    // MARK: Values

    /// An object whose members `body` writes (as an array element, or after a key).
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(open: "{", close: "}", body)
    }

    /// An array whose elements `body` writes, one a line.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        container(open: "[", close: "]", body)
    }

    mutating func string(_ value: String) {
        beginValue()
        JSONValue.appendQuoted(value, to: &bytes)
    }

    mutating func int(_ value: Int) {
        beginValue()
        JSONValue.appendInteger(value, to: &bytes)
    }

    mutating func number(_ value: Double) {
        beginValue()
        JSONValue.appendNumber(value, to: &bytes)
    }

    mutating func null() { literal("null") }

    // MARK: Layout

    /// A member's key: always a literal of the report's schema, which needs no escaping, so it is
    /// copied as it is instead of scanned for characters to escape.
    private mutating func key(_ name: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append("\": ")
        afterKey = true
    }

    /// Starts a value: after a key, nothing more; in an object or array, the separator and indent of a
    /// new line.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let count = members.last else { return }
        append(count == 0 ? "\n" : ",\n")
        members[members.count - 1] = count + 1
        indent(members.count)
    }

    private mutating func container(open: StaticString, close: StaticString, _ body: (inout JSONWriter) -> Void) {
        beginValue()
        append(open)
        members.append(0)
        body(&self)
        let count = members.removeLast()
        if count > 0 {
            bytes.append(UInt8(ascii: "\n"))
            indent(members.count)
        }
        append(close)
    }

    /// `[a, b]` on one line, each element written by `element` outside any container.
    private mutating func inline<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        let open = members
        members = []
        for (index, value) in elements.enumerated() {
            if index > 0 { append(", ") }
            element(&self, value)
        }
        members = open
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func literal(_ text: StaticString) {
        beginValue()
        append(text)
    }

    /// Appends the bytes of a literal (a report has tens of thousands of these small pieces).
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Two spaces a level, copied from a run of spaces rather than appended one by one.
    private mutating func indent(_ depth: Int) {
        var remaining = 2 * depth
        while remaining > 0 {
            let count = min(remaining, Self.spaces.utf8CodeUnitCount)
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(count))) }
            remaining -= count
        }
    }

    private static let spaces: StaticString = "                                                                "
}
