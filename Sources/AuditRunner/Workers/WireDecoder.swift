import A11yAudit
/// Reads a `Decodable` value from the wire form ``WireEncoder`` writes; throws instead of reading past
/// the end or accepting a value the form does not allow.
final class WireDecoder: Decoder {
    private let bytes: [UInt8]
    private var offset = 0
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value of type `Value` that `payload` holds, which must fill it exactly.
    static func decode<Value: Decodable>(_: Value.Type, from payload: [UInt8]) throws(WireError) -> Value {
        let decoder = WireDecoder(bytes: payload)
        do {
            let value: Value = try decoder.read()
            guard decoder.offset == payload.count else { throw WireError() }
            return value
        } catch {
            throw WireError()
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        return KeyedDecodingContainer(KeyedWireDecoding<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let count = try readUInt64()
        // Every element of the report's arrays takes at least a byte, which bounds a corrupt count.
        guard count <= bytes.count - offset else { throw WireError() }
        return WireValueDecoding(decoder: self, count: Int(count))
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        WireValueDecoding(decoder: self, count: nil)
    }

    // MARK: Values

    /// Reads the byte an optional starts with: whether a value follows.
    func readPresence() throws(WireError) -> Bool { try readBool() }

    func readBool() throws(WireError) -> Bool {
        guard let byte = try take(1).first, byte <= 1 else { throw WireError() }
        return byte == 1
    }

    func readUInt64() throws(WireError) -> UInt64 {
        try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    func readDouble() throws(WireError) -> Double { Double(bitPattern: try readUInt64()) }

    func readFloat() throws(WireError) -> Float { Float(bitPattern: try readInteger()) }

    func readInteger<Integer: FixedWidthInteger>() throws(WireError) -> Integer {
        let bits = try readUInt64()
        let value = Integer.isSigned ? Integer(exactly: Int64(bitPattern: bits)) : Integer(exactly: bits)
        guard let value else { throw WireError() }
        return value
    }

    func readString() throws(WireError) -> String {
        let count = try readUInt64()
        guard count <= bytes.count - offset else { throw WireError() }
        return String(decoding: try take(Int(count)), as: UTF8.self)
    }

    /// Reads a value of type `T`, an optional with its leading byte.
    func read<T: Decodable>(_: T.Type = T.self) throws -> T {
        guard let optional = T.self as? any WireDecodableOptional.Type else { return try T(from: self) }
        guard let value = try optional.init(from: self, wire: ()) as? T else { throw WireError() }
        return value
    }

    func readOptional<T: Decodable>(_: T.Type) throws -> T? {
        try readPresence() ? try read(T.self) : nil
    }

    /// The next `count` bytes.
    private func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count <= bytes.count - offset else { throw WireError() }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}

/// An unkeyed container (with its element count) or a single value (without). A class, because a
/// single value's reads are not `mutating` and an unkeyed container's reads advance its index.
final class WireValueDecoding: UnkeyedDecodingContainer, SingleValueDecodingContainer {
    let decoder: WireDecoder
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    init(decoder: WireDecoder, count: Int?) {
        self.decoder = decoder
        self.count = count
    }

    /// Counts one more element of an unkeyed container read; throws past its end.
    private func next() throws(WireError) {
        guard let count else { return }
        guard currentIndex < count else { throw WireError() }
        currentIndex += 1
    }

    /// Reads an optional's leading byte: true for nil (counted as an element of an unkeyed container);
    /// false when a value follows, to be read next.
    func decodeNil() -> Bool {
        guard count.map({ currentIndex < $0 }) ?? true, (try? decoder.readPresence()) == false else { return false }
        if count != nil { currentIndex += 1 }
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool { try next(); return try decoder.readBool() }
    func decode(_ type: String.Type) throws -> String { try next(); return try decoder.readString() }
    func decode(_ type: Double.Type) throws -> Double { try next(); return try decoder.readDouble() }
    func decode(_ type: Float.Type) throws -> Float { try next(); return try decoder.readFloat() }
    func decode(_ type: Int.Type) throws -> Int { try next(); return try decoder.readInteger() }
    func decode(_ type: Int8.Type) throws -> Int8 { try next(); return try decoder.readInteger() }
    func decode(_ type: Int16.Type) throws -> Int16 { try next(); return try decoder.readInteger() }
    func decode(_ type: Int32.Type) throws -> Int32 { try next(); return try decoder.readInteger() }
    func decode(_ type: Int64.Type) throws -> Int64 { try next(); return try decoder.readInteger() }
    func decode(_ type: UInt.Type) throws -> UInt { try next(); return try decoder.readInteger() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try next(); return try decoder.readInteger() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try next(); return try decoder.readInteger() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try next(); return try decoder.readInteger() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try next(); return try decoder.readUInt64() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(); return try decoder.read(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try decoder.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try next()
        return decoder
    }
}

/// A keyed container: its members one after another, in the order they are read.
struct KeyedWireDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: WireDecoder
    var codingPath: [any CodingKey] { [] }
    /// The form has no keys to list.
    var allKeys: [Key] { [] }

    /// Every member is in the form, nil or not.
    func contains(_ key: Key) -> Bool { true }
    /// Reads an optional's leading byte: true for nil; false when a value follows, to be read next.
    func decodeNil(forKey key: Key) throws -> Bool { try !decoder.readPresence() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.readBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.readString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.readDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.readFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.readInteger() }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.readInteger() }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.readInteger() }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.readInteger() }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.readInteger() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.readInteger() }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.readInteger() }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.readInteger() }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.readInteger() }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.readUInt64() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.read(type) }

    // An optional member is read with its leading byte, as ``WireEncoder`` writes it.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(decoder.readBool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(decoder.readString) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(decoder.readDouble) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(decoder.readFloat) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(decoder.readInteger) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(decoder.readUInt64) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decoder.readOptional(type) }

    private func optional<T>(_ read: () throws(WireError) -> T) throws(WireError) -> T? {
        try decoder.readPresence() ? try read() : nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedDecodingContainer<NestedKey> {
        decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// An optional, which the wire form codes with a leading byte whether it is in a keyed container
/// (`decodeIfPresent`) or elsewhere (an array of optionals).
protocol WireDecodableOptional {
    init(from decoder: WireDecoder, wire: Void) throws
}

extension Optional: WireDecodableOptional where Wrapped: Decodable {
    init(from decoder: WireDecoder, wire: Void) throws { self = try decoder.readOptional(Wrapped.self) }
}
