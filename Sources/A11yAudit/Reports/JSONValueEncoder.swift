import AccessibilityTree

/// Encodes a value's `Codable` conformance as a ``JSONValue`` whose objects keep their members in the
/// order `encode(to:)` encodes them: the one encoder of the JSON report, so that the report's members
/// and their order are written once, in the model's conformances (docs/audit.md, "JSON").
///
/// Foundation's `JSONEncoder` orders keys by hash or by name, not as encoded, and formats numbers its
/// own way; this gives ``JSONWriter``'s layout. Numbers are doubles, as ``JSONValue`` holds them (a
/// report's counts are far below 2^53). It never throws itself; a conformance may.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let node = Node()
        try value.encode(to: TreeEncoder(node: node, codingPath: []))
        return node.value
    }
}

/// A value being encoded: a scalar, or an array or object whose children are appended in place.
private final class Node {
    enum Kind { case empty, scalar, array, object }
    var kind = Kind.empty
    var scalar = JSONValue.null
    var elements: [Node] = []
    var members: [(String, Node)] = []

    var value: JSONValue {
        switch kind {
        case .empty: return .object([])
        case .scalar: return scalar
        case .array: return .array(elements.map(\.value))
        case .object: return .object(members.map { ($0.0, $0.1.value) })
        }
    }

    func set(_ value: JSONValue) {
        kind = .scalar
        scalar = value
    }

    func child(forKey key: String) -> Node {
        kind = .object
        let node = Node()
        members.append((key, node))
        return node
    }

    func nextElement() -> Node {
        kind = .array
        let node = Node()
        elements.append(node)
        return node
    }
}

private struct TreeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.kind != .object { node.kind = .object }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.kind != .array { node.kind = .array }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

/// Encodes `value` into `node`: numbers, strings and booleans directly, anything else by its own
/// conformance.
private func encodeValue<T: Encodable>(_ value: T, into node: Node, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: node.set(.string(text))
    case let flag as Bool: node.set(.bool(flag))
    case let number as Double: node.set(.number(number))
    case let number as Int: node.set(.number(Double(number)))
    default: try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.child(forKey: key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) { node.child(forKey: key.stringValue).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { node.child(forKey: key.stringValue).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) { node.child(forKey: key.stringValue).set(.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { encode(Double(value), forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

/// A container that takes one scalar at a time: the numbers of every width, strings, booleans and
/// null, for the unkeyed and single-value containers alike.
private protocol ScalarContainer {
    mutating func put(_ value: JSONValue)
}

extension ScalarContainer {
    mutating func encodeNil() { put(.null) }
    mutating func encode(_ value: Bool) { put(.bool(value)) }
    mutating func encode(_ value: String) { put(.string(value)) }
    mutating func encode(_ value: Double) { put(.number(value)) }
    mutating func encode(_ value: Float) { put(.number(Double(value))) }
    mutating func encode(_ value: Int) { put(.number(Double(value))) }
    mutating func encode(_ value: Int8) { put(.number(Double(value))) }
    mutating func encode(_ value: Int16) { put(.number(Double(value))) }
    mutating func encode(_ value: Int32) { put(.number(Double(value))) }
    mutating func encode(_ value: Int64) { put(.number(Double(value))) }
    mutating func encode(_ value: UInt) { put(.number(Double(value))) }
    mutating func encode(_ value: UInt8) { put(.number(Double(value))) }
    mutating func encode(_ value: UInt16) { put(.number(Double(value))) }
    mutating func encode(_ value: UInt32) { put(.number(Double(value))) }
    mutating func encode(_ value: UInt64) { put(.number(Double(value))) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer, ScalarContainer {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int { node.elements.count }

    mutating func put(_ value: JSONValue) { node.nextElement().set(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: node.nextElement(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.nextElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.nextElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.nextElement(), codingPath: codingPath) }
}

private struct SingleContainer: SingleValueEncodingContainer, ScalarContainer {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func put(_ value: JSONValue) { node.set(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: node, codingPath: codingPath)
    }
}
