/// Writes JSON straight into one byte buffer, keys in the order they are written: the reports, the
/// transcripts and the scene files it writes are stable and diff well.
///
/// Large documents (a report of a whole corpus) are written member by member with the `field` and
/// container methods, without building a tree of values first; smaller ones are built as a
/// ``JSONValue`` and written with ``write(_:)``.
public struct JSONWriter {
    /// How a document is laid out.
    public enum Layout: Sendable {
        /// One member or element a line, two spaces an indent, `"key": value`; an array of scalars
        /// stays on one line, `[1, 2]`, while that line, its indent included, has at most
        /// `inlineWidth` characters. Empty containers are `{}` and `[]`.
        case indented(inlineWidth: Int = .max)
        /// Everything on one line without spaces: `{"key":[1,2]}`.
        case compact
    }

    /// The text so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the layout is ``Layout/compact``.
    private let isCompact: Bool
    /// The widest an array of scalars may be on one line, indent included.
    private let inlineWidth: Int
    /// The members written so far in each open object or array, innermost last.
    private var members: [Int] = []
    /// Set while the elements of an array on one line are written.
    private var isInline = false
    /// Set between an object member's key and its value.
    private var afterKey = false

    /// A writer whose buffer starts at `capacity` bytes, so a large document is not copied as it grows
    /// (pages are only touched as they are written).
    public init(layout: Layout, capacity: Int = 0) {
        switch layout {
        case .indented(let width): (isCompact, inlineWidth) = (false, width)
        case .compact: (isCompact, inlineWidth) = (true, .max)
        }
        bytes.reserveCapacity(capacity)
    }

    /// The text of the object `body` writes, indented, ending with a newline.
    public static func document(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter(layout: .indented(), capacity: 1 << 20)
        writer.object(body)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    // MARK: Object members

    public mutating func field(_ key: StaticString, _ value: String) { literalKey(key); string(value) }
    public mutating func field(_ key: StaticString, _ value: String?) { literalKey(key); value.map { string($0) } ?? null() }
    public mutating func field(_ key: StaticString, _ value: Int) { literalKey(key); int(value) }
    public mutating func field(_ key: StaticString, _ value: Int?) { literalKey(key); value.map { int($0) } ?? null() }
    public mutating func field(_ key: StaticString, _ value: Double) { literalKey(key); number(value) }
    public mutating func field(_ key: StaticString, _ value: Bool) { literalKey(key); bool(value) }
    public mutating func field(_ key: StaticString, strings: [String]) { literalKey(key); scalars(strings) { $0.string($1) } }
    public mutating func field(_ key: StaticString, numbers: [Double]) { literalKey(key); scalars(numbers) { $0.number($1) } }
    public mutating func nullField(_ key: StaticString) { literalKey(key); null() }
    public mutating func object(_ key: StaticString, _ body: (inout JSONWriter) -> Void) { literalKey(key); object(body) }
    public mutating func array(_ key: StaticString, _ body: (inout JSONWriter) -> Void) { literalKey(key); array(body) }

    // MARK: Values

    /// An object whose members `body` writes (as an array element, or after a key).
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        container(open: "{", close: "}", body)
    }

    /// An array whose elements `body` writes, one a line.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        container(open: "[", close: "]", body)
    }

    public mutating func string(_ value: String) {
        beginValue()
        JSONValue.appendQuoted(value, to: &bytes)
    }

    public mutating func int(_ value: Int) {
        beginValue()
        JSONValue.appendInteger(value, to: &bytes)
    }

    public mutating func number(_ value: Double) {
        beginValue()
        JSONValue.appendNumber(value, to: &bytes)
    }

    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    public mutating func null() { literal("null") }

    /// An object member whose key is text of any kind (escaped as a string is).
    public mutating func key(_ name: String) {
        beginValue()
        JSONValue.appendQuoted(name, to: &bytes)
        append(isCompact ? ":" : ": ")
        afterKey = true
    }

    /// An array of scalars (strings, numbers, booleans, nulls), each written by `element`: on one line
    /// when the layout allows its width, else one element a line.
    public mutating func scalars<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        beginValue()
        let start = bytes.count
        isInline = true
        container(open: "[", close: "]") { json in
            for value in elements { element(&json, value) }
        }
        isInline = false
        guard !isCompact, !fitsInline(from: start) else { return }
        bytes.removeSubrange(start...)
        container(open: "[", close: "]") { json in
            for value in elements { element(&json, value) }
        }
    }

    // MARK: Layout

    /// A member's key: always a literal of the document's schema, which needs no escaping, so it is
    /// copied as it is instead of scanned for characters to escape.
    private mutating func literalKey(_ name: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append(isCompact ? "\":" : "\": ")
        afterKey = true
    }

    /// Starts a value: after a key, nothing more; in an object or array, the separator and, when
    /// indented, the line break and indent of a new line.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let count = members.last else { return }
        members[members.count - 1] = count + 1
        if isCompact {
            if count > 0 { bytes.append(UInt8(ascii: ",")) }
        } else if isInline {
            if count > 0 { append(", ") }
        } else {
            append(count == 0 ? "\n" : ",\n")
            indent(members.count)
        }
    }

    /// The brackets around what `body` writes, with the closing one on a line of its own when the
    /// container has members and is indented.
    private mutating func container(open: StaticString, close: StaticString, _ body: (inout JSONWriter) -> Void) {
        append(open)
        members.append(0)
        body(&self)
        let count = members.removeLast()
        if count > 0, !isCompact, !isInline {
            bytes.append(UInt8(ascii: "\n"))
            indent(members.count)
        }
        append(close)
    }

    /// Whether the line written since `start` fits the inline width at the current indent. Its
    /// characters are counted only when its bytes do not fit: a character is at least one byte.
    private func fitsInline(from start: Int) -> Bool {
        let room = inlineWidth - 2 * members.count
        if bytes.count - start <= room { return true }
        return String(decoding: bytes[start...], as: UTF8.self).count <= room
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
