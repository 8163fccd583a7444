import AccessibilityTree

/// How a worker hands a ``SubjectReport`` to the coordinator: a frame of the magic bytes `A11Y` and an
/// 8-byte little-endian byte count, followed by the report written field by field in a compact binary
/// form. The magic lets the coordinator tell a frame from anything else on the worker's output (a
/// stray print), instead of waiting for a length that never comes.
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

    /// The frame for `report`: header and payload.
    static func frame(_ report: SubjectReport) -> [UInt8] {
        var writer = WireWriter()
        writer.bytes.append(contentsOf: magic)
        writer.write(0)
        report.write(to: &writer)
        let count = UInt64(writer.bytes.count - headerSize)
        for index in 0..<8 { writer.bytes[magic.count + index] = UInt8(truncatingIfNeeded: count >> (8 * UInt64(index))) }
        return writer.bytes
    }

    /// The payload length a frame header announces; nil when the bytes are not a frame header.
    static func payloadCount(header: [UInt8]) -> Int? {
        guard header.count == headerSize, header.starts(with: magic) else { return nil }
        var count: UInt64 = 0
        for index in 0..<8 { count |= UInt64(header[magic.count + index]) << (8 * UInt64(index)) }
        return count <= UInt64(maximumPayload) ? Int(count) : nil
    }

    /// Reads a frame's payload back into a report.
    static func report(from payload: [UInt8]) throws(WireError) -> SubjectReport {
        var reader = WireReader(bytes: payload)
        let report = try SubjectReport(from: &reader)
        guard reader.isAtEnd else { throw WireError() }
        return report
    }
}

/// A payload that ends early or carries more than a report: the worker and coordinator disagree.
struct WireError: Error {}

/// Appends values in the wire form.
struct WireWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        let bits = UInt64(bitPattern: Int64(value))
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index)))) }
    }

    mutating func write(_ value: Double) { write(Int(Int64(bitPattern: value.bitPattern))) }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: String) {
        write(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func write<Value: WireCodable>(_ value: Value) { value.write(to: &self) }

    mutating func write<Value: WireCodable>(_ value: Value?) {
        write(value != nil)
        value?.write(to: &self)
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write(_ value: Int?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write<Element: WireCodable>(_ values: [Element]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }
}

/// Reads values in the order a ``WireWriter`` wrote them; throws instead of reading past the end.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int() throws(WireError) -> Int {
        guard bytes.count - offset >= 8 else { throw WireError() }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Int(Int64(bitPattern: bits))
    }

    mutating func double() throws(WireError) -> Double { Double(bitPattern: UInt64(bitPattern: Int64(try int()))) }

    mutating func bool() throws(WireError) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw WireError() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    mutating func string() throws(WireError) -> String {
        let count = try int()
        guard count >= 0, bytes.count - offset >= count else { throw WireError() }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func value<Value: WireCodable>(_: Value.Type = Value.self) throws(WireError) -> Value {
        try Value(from: &self)
    }

    mutating func optional<Value: WireCodable>(_: Value.Type = Value.self) throws(WireError) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    mutating func optionalString() throws(WireError) -> String? { try bool() ? try string() : nil }

    mutating func optionalInt() throws(WireError) -> Int? { try bool() ? try int() : nil }

    mutating func array<Element: WireCodable>(of _: Element.Type = Element.self) throws(WireError) -> [Element] {
        let count = try int()
        // Every element takes at least one byte, which bounds a corrupt count.
        guard count >= 0, count <= bytes.count - offset else { throw WireError() }
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Element(from: &self)) }
        return values
    }

    mutating func strings() throws(WireError) -> [String] {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw WireError() }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }
}

/// A value with a wire form: every stored property, in declaration order.
protocol WireCodable {
    func write(to writer: inout WireWriter)
    init(from reader: inout WireReader) throws(WireError)
}

extension SubjectReport: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(name)
        writer.write(path)
        writer.write(error)
        writer.write(screens)
        writer.write(findings)
        writer.write(exploration)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(name: try reader.string(), path: try reader.string(), error: try reader.optionalString(),
                  screens: try reader.array(), findings: try reader.array(), exploration: try reader.value())
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
        self.init(states: try reader.int(), gestures: try reader.int(), replays: try reader.int(), reused: try reader.int(),
                  truncation: try reader.optionalString(), warnings: try reader.strings())
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
        self.init(id: try reader.int(), name: try reader.string(), path: try reader.string(), size: try reader.value(),
                  elements: try reader.array(), location: try reader.optional())
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
        self.init(number: try reader.int(), phrase: try reader.string(), identifier: try reader.optionalString(),
                  frame: try reader.value())
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
        self.init(ruleID: try reader.string(), severity: try reader.value(), message: try reader.string(),
                  screenID: try reader.int(), screen: try reader.string(), path: try reader.string(),
                  element: try reader.optional(), location: try reader.optional(), fingerprint: try reader.string())
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
        self.init(number: try reader.optionalInt(), phrase: try reader.string(), label: try reader.optionalString(),
                  identifier: try reader.optionalString(), className: try reader.string(), frame: try reader.value())
    }
}

extension Severity: WireCodable {
    func write(to writer: inout WireWriter) { writer.write(rawValue) }

    init(from reader: inout WireReader) throws(WireError) {
        guard let severity = Severity(rawValue: try reader.string()) else { throw WireError() }
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
        self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension Size: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(width)
        writer.write(height)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(width: try reader.double(), height: try reader.double())
    }
}

extension Rect: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(origin.x)
        writer.write(origin.y)
        writer.write(size)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(origin: Point(x: try reader.double(), y: try reader.double()), size: try reader.value())
    }
}
