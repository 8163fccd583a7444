import AccessibilityTree

/// How a worker hands a ``SubjectReport`` to the coordinator, and the coordinator an ``AuditInput`` to
/// a worker: a frame of the magic bytes `A11Y` and an 8-byte little-endian byte count, followed by the
/// value written field by field in a compact binary form. The magic lets the coordinator tell a frame
/// from anything else on the worker's output (a stray print), instead of waiting for a length that
/// never comes.
///
/// JSONEncoder in the worker and JSONDecoder in the coordinator cost more CPU than any step of the
/// coordinator's own work, on a machine whose two cores the workers need. Both ends are always the
/// same executable (workers run `/proc/self/exe`), so the form needs no version or field names:
/// fields go in declaration order, and a round-trip test compares every field of a full report.
enum ReportWire {
    /// The bytes every frame starts with.
    static let magic = Array("A11Y".utf8)
    /// Bytes in a frame's header: the magic and the payload's length.
    static let headerSize = magic.count + 8
    /// The largest payload a header may announce (a corpus report is under a megabyte).
    static let maximumPayload = 1 << 30

    /// The frame for `value` (a report or an input): header and payload.
    static func frame(_ value: some WireCodable) -> [UInt8] {
        var payload = WireWriter()
        payload.write(value)
        var frame = WireWriter(bytes: magic)
        frame.write(payload.bytes.count)
        return frame.bytes + payload.bytes
    }

    /// The payload length a frame header announces; nil when the bytes are not a frame header.
    static func payloadCount(header: [UInt8]) -> Int? {
        guard header.count == headerSize, header.starts(with: magic) else { return nil }
        var reader = WireReader(bytes: Array(header.dropFirst(magic.count)))
        guard let count = try? reader.read(Int.self), (0...maximumPayload).contains(count) else { return nil }
        return count
    }

    /// Reads a frame's payload back into a report.
    static func report(from payload: [UInt8]) throws(WireError) -> SubjectReport {
        try value(SubjectReport.self, from: payload)
    }

    /// Reads a frame's payload back into the value it carries, which must fill it exactly. The type
    /// is named, not inferred: under `try?` inference would pick `Value?`, whose wire form differs.
    static func value<Value: WireCodable>(_: Value.Type, from payload: [UInt8]) throws(WireError) -> Value {
        var reader = WireReader(bytes: payload)
        let value: Value = try reader.read()
        guard reader.isAtEnd else { throw WireError() }
        return value
    }
}

/// A payload that ends early or carries more than a report: the worker and coordinator disagree.
struct WireError: Error {}

/// A value with a wire form: for a model type, every stored property in declaration order.
protocol WireCodable {
    func write(to writer: inout WireWriter)
    init(from reader: inout WireReader) throws(WireError)
}

/// Appends values in the wire form.
struct WireWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: some WireCodable) { value.write(to: &self) }
}

/// Reads values in the order a ``WireWriter`` wrote them; throws instead of reading past the end.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Bytes not read yet: every value takes at least one, which bounds a corrupt count.
    var remaining: Int { bytes.count - offset }

    mutating func read<Value: WireCodable>(_: Value.Type = Value.self) throws(WireError) -> Value {
        try Value(from: &self)
    }

    /// The next `count` bytes.
    mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw WireError() }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}

// MARK: Primitives

extension UInt64: WireCodable {
    /// Eight bytes, little-endian.
    func write(to writer: inout WireWriter) {
        for index in 0..<8 { writer.bytes.append(UInt8(truncatingIfNeeded: self >> (8 * UInt64(index)))) }
    }

    init(from reader: inout WireReader) throws(WireError) {
        self = try reader.take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}

extension Int: WireCodable {
    func write(to writer: inout WireWriter) { writer.write(UInt64(bitPattern: Int64(self))) }

    init(from reader: inout WireReader) throws(WireError) { self = Int(Int64(bitPattern: try reader.read())) }
}

extension Double: WireCodable {
    func write(to writer: inout WireWriter) { writer.write(bitPattern) }

    init(from reader: inout WireReader) throws(WireError) { self = Double(bitPattern: try reader.read()) }
}

extension Bool: WireCodable {
    func write(to writer: inout WireWriter) { writer.bytes.append(self ? 1 : 0) }

    init(from reader: inout WireReader) throws(WireError) {
        guard let byte = try reader.take(1).first, byte <= 1 else { throw WireError() }
        self = byte == 1
    }
}

extension String: WireCodable {
    /// The UTF-8 byte count, then the bytes.
    func write(to writer: inout WireWriter) {
        writer.write(utf8.count)
        writer.bytes.append(contentsOf: utf8)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self = String(decoding: try reader.take(try reader.read()), as: UTF8.self)
    }
}

extension Optional: WireCodable where Wrapped: WireCodable {
    /// Whether there is a value, then the value.
    func write(to writer: inout WireWriter) {
        writer.write(self != nil)
        if let self { writer.write(self) }
    }

    init(from reader: inout WireReader) throws(WireError) {
        self = try reader.read(Bool.self) ? try reader.read(Wrapped.self) : nil
    }
}

extension Array: WireCodable where Element: WireCodable {
    /// The count, then the elements.
    func write(to writer: inout WireWriter) {
        writer.write(count)
        for element in self { writer.write(element) }
    }

    init(from reader: inout WireReader) throws(WireError) {
        let count: Int = try reader.read()
        guard count >= 0, count <= reader.remaining else { throw WireError() }
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try reader.read()) }
    }
}

// MARK: The input

extension AuditInput: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(path)
        writer.write(isFolderApp)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(path: try reader.read(), isFolderApp: try reader.read())
    }
}

// MARK: The report

extension SubjectReport: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(name)
        writer.write(path)
        writer.write(error)
        writer.write(screens)
        writer.write(findings)
        writer.write(exploration)
        writer.write(coverage)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(name: try reader.read(), path: try reader.read(), error: try reader.read(),
                  screens: try reader.read(), findings: try reader.read(), exploration: try reader.read(),
                  coverage: try reader.read())
    }
}

extension ExplorationSummary: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(states)
        writer.write(gestures)
        writer.write(replays)
        writer.write(reused)
        writer.write(truncation)
        writer.write(warnings)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(states: try reader.read(), gestures: try reader.read(), replays: try reader.read(), reused: try reader.read(),
                  truncation: try reader.read(), warnings: try reader.read())
    }
}

extension ScreenReport: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(id)
        writer.write(name)
        writer.write(path)
        writer.write(size)
        writer.write(elements)
        writer.write(location)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(id: try reader.read(), name: try reader.read(), path: try reader.read(), size: try reader.read(),
                  elements: try reader.read(), location: try reader.read())
    }
}

extension ScreenElement: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(number)
        writer.write(phrase)
        writer.write(identifier)
        writer.write(frame)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(number: try reader.read(), phrase: try reader.read(), identifier: try reader.read(),
                  frame: try reader.read())
    }
}

extension Finding: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(ruleID)
        writer.write(severity)
        writer.write(message)
        writer.write(screenID)
        writer.write(screen)
        writer.write(path)
        writer.write(element)
        writer.write(location)
        writer.write(fingerprint)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(ruleID: try reader.read(), severity: try reader.read(), message: try reader.read(),
                  screenID: try reader.read(), screen: try reader.read(), path: try reader.read(),
                  element: try reader.read(), location: try reader.read(), fingerprint: try reader.read())
    }
}

extension FindingElement: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(number)
        writer.write(phrase)
        writer.write(label)
        writer.write(identifier)
        writer.write(className)
        writer.write(frame)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(number: try reader.read(), phrase: try reader.read(), label: try reader.read(),
                  identifier: try reader.read(), className: try reader.read(), frame: try reader.read())
    }
}

extension Severity: WireCodable {
    func write(to writer: inout WireWriter) { writer.write(rawValue) }

    init(from reader: inout WireReader) throws(WireError) {
        guard let severity = Severity(rawValue: try reader.read()) else { throw WireError() }
        self = severity
    }
}

extension SourceLocation: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(file: try reader.read(), line: try reader.read(), column: try reader.read())
    }
}

extension Size: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(width)
        writer.write(height)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(width: try reader.read(), height: try reader.read())
    }
}

extension Rect: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(origin.x)
        writer.write(origin.y)
        writer.write(size)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(origin: Point(x: try reader.read(), y: try reader.read()), size: try reader.read())
    }
}
