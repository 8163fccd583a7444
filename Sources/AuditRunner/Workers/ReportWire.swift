import A11yAudit
import AccessibilityTree

/// How a worker hands a ``SubjectReport`` to the coordinator, and the coordinator an ``AuditInput`` to
/// a worker: a frame of the magic bytes `A11Y` and an 8-byte little-endian byte count, followed by the
/// value's `Codable` form written by ``WireEncoder``. The magic lets the coordinator tell a frame from
/// anything else on the worker's output (a stray print), instead of waiting for a length that never
/// comes.
///
/// Both ends are always the same executable (workers run `/proc/self/exe`), so the form needs no
/// version or field names: a value's fields go in the order its `Codable` conformance codes them, and a
/// round-trip test compares every field of a full report.
enum ReportWire {
    /// The bytes every frame starts with.
    static let magic = Array("A11Y".utf8)
    /// Bytes in a frame's header: the magic and the payload's length.
    static let headerSize = magic.count + 8
    /// The largest payload a header may announce (a corpus report is under a megabyte).
    static let maximumPayload = 1 << 30

    /// The frame for `value` (a report or an input): header and payload.
    static func frame(_ value: some Encodable) -> [UInt8] {
        frame(payload: WireEncoder.encode(value))
    }

    /// The frame for a payload coded otherwise (``WorkerPrelude``).
    static func frame(payload: [UInt8]) -> [UInt8] {
        var frame = magic
        WireEncoder.append(UInt64(payload.count), to: &frame)
        return frame + payload
    }

    /// The payload length a frame header announces; nil when the bytes are not a frame header.
    static func payloadCount(header: [UInt8]) -> Int? {
        guard header.count == headerSize, header.starts(with: magic) else { return nil }
        let count = header.dropFirst(magic.count).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        guard count <= maximumPayload else { return nil }
        return Int(count)
    }

    /// Reads a frame's payload back into a report.
    static func report(from payload: [UInt8]) throws(WireError) -> SubjectReport {
        try value(SubjectReport.self, from: payload)
    }

    /// Reads a frame's payload back into the value it carries, which must fill it exactly. The type
    /// is named, not inferred: under `try?` inference would pick `Value?`, whose wire form differs.
    static func value<Value: Decodable>(_: Value.Type, from payload: [UInt8]) throws(WireError) -> Value {
        try WireDecoder.decode(Value.self, from: payload)
    }
}

/// A payload that ends early, carries more than the value, or holds a value of another shape: the
/// worker and coordinator disagree.
struct WireError: Error {}
