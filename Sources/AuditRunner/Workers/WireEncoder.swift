import A11yAudit
/// Writes an `Encodable` value in the wire form of ``ReportWire``, which ``WireDecoder`` reads back.
///
/// A number takes eight bytes, little-endian (integers as 64-bit integers, floating-point numbers as
/// their bits); a Bool one byte, 0 or 1; a String its UTF-8 byte count and the bytes; an optional one
/// byte saying whether there is a value (0 for nil), then the value; an unkeyed container (an array)
/// its element count, then the elements; a keyed container (a struct) its members in the order its
/// `encode(to:)` writes them, without their keys. The decoder relies on `init(from:)` reading members
/// in that same order, as synthesized conformances do, and on nil being coded as an optional's (a
/// conformance that writes `encodeNil()` where it would otherwise write a value cannot be read back).
final class WireEncoder: Encoder {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The wire form of `value`. The containers never throw; a value whose own `encode(to:)` throws
    /// gets an empty payload, which the decoder rejects as it would any short one.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = WireEncoder()
        do {
            try encoder.write(value)
        } catch {
            return []
        }
        return encoder.bytes
    }

    /// Appends `value` as eight bytes, little-endian.
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        return KeyedEncodingContainer(KeyedWireEncoding<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let countOffset = bytes.count
        Self.append(0, to: &bytes)
        return WireValueEncoding(encoder: self, countOffset: countOffset)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        WireValueEncoding(encoder: self, countOffset: nil)
    }

    // MARK: Values

    func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    func write(_ value: UInt64) { Self.append(value, to: &bytes) }

    func write(_ value: Int64) { write(UInt64(bitPattern: value)) }

    func write(_ value: String) {
        Self.append(UInt64(value.utf8.count), to: &bytes)
        bytes.append(contentsOf: value.utf8)
    }

    /// Writes `value`, an optional with its leading byte.
    func write<T: Encodable>(_ value: T) throws {
        if let optional = value as? any WireEncodableOptional {
            try optional.write(to: self)
        } else {
            try value.encode(to: self)
        }
    }

    func writeOptional<T: Encodable>(_ value: T?) throws {
        write(value != nil)
        if let value { try write(value) }
    }

    /// Overwrites the eight bytes at `offset` (an unkeyed container's count) with `value`.
    func patch(_ value: UInt64, at offset: Int) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
    }
}

/// An unkeyed container (with the offset of its element count) or a single value (without).
struct WireValueEncoding: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: WireEncoder
    /// Where an unkeyed container's element count is; nil for a single value.
    let countOffset: Int?
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    /// Counts one more element of an unkeyed container.
    private mutating func added() {
        guard let countOffset else { return }
        count += 1
        encoder.patch(UInt64(count), at: countOffset)
    }

    mutating func encodeNil() { added(); encoder.write(false) }
    mutating func encode(_ value: Bool) { added(); encoder.write(value) }
    mutating func encode(_ value: String) { added(); encoder.write(value) }
    mutating func encode(_ value: Double) { added(); encoder.write(value.bitPattern) }
    mutating func encode(_ value: Float) { added(); encoder.write(UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int) { added(); encoder.write(Int64(value)) }
    mutating func encode(_ value: Int8) { added(); encoder.write(Int64(value)) }
    mutating func encode(_ value: Int16) { added(); encoder.write(Int64(value)) }
    mutating func encode(_ value: Int32) { added(); encoder.write(Int64(value)) }
    mutating func encode(_ value: Int64) { added(); encoder.write(value) }
    mutating func encode(_ value: UInt) { added(); encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt8) { added(); encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt16) { added(); encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt32) { added(); encoder.write(UInt64(value)) }
    mutating func encode(_ value: UInt64) { added(); encoder.write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { added(); try encoder.write(value) }

    mutating func nestedContainer<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
        added()
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        added()
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        added()
        return encoder
    }
}

/// A keyed container: its members one after another, keys left out.
struct KeyedWireEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: WireEncoder
    var codingPath: [any CodingKey] { [] }
    private var value: WireValueEncoding

    init(encoder: WireEncoder) {
        self.encoder = encoder
        value = WireValueEncoding(encoder: encoder, countOffset: nil)
    }

    mutating func encodeNil(forKey key: Key) { value.encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { self.value.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { self.value.encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try self.value.encode(value) }

    // A nil member is written as an optional's nil, not left out as the protocol's default does: the
    // decoder has no keys to notice a missing member by.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { if let value = present(value) { self.value.encode(value) } }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encoder.writeOptional(value) }

    /// Writes whether `member` is there, and returns it.
    private func present<T>(_ member: T?) -> T? {
        encoder.write(member != nil)
        return member
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// An optional, which the wire form codes with a leading byte whether it is in a keyed container
/// (`encodeIfPresent`) or elsewhere (an array of optionals).
protocol WireEncodableOptional {
    func write(to encoder: WireEncoder) throws
}

extension Optional: WireEncodableOptional where Wrapped: Encodable {
    func write(to encoder: WireEncoder) throws { try encoder.writeOptional(self) }
}
