import SwiftInterpreter

/// The objects of an Interface Builder file's text that carry user-defined runtime attributes, with
/// their `customClass` and id: the attributes that name the app's own properties run their observers
/// and setters when UIKit sets them (docs/code.md, "When code runs"). A scan of the tags over the
/// file's bytes, not a full XML reader: the loader reads the file itself, and reports what is wrong
/// with it. A tag's attributes are read only for the runtime attributes and their owners.
enum RuntimeAttributeScan {
    /// One tag: where it is in the bytes (from `<` to `>`), where its name is, how it ends.
    private struct Tag {
        var range: Range<Int>
        var name: Range<Int>
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// Every object with a `customClass`, an `id` and runtime attributes, in the file's order.
    static func objects(in text: String, file: String) -> [CodeAttributedObject] {
        guard text.contains("<userDefinedRuntimeAttribute ") else { return [] }
        let bytes = Array(text.utf8)
        func named(_ tag: Tag, _ name: String) -> Bool { bytes[tag.name].elementsEqual(name.utf8) }
        var found: [CodeAttributedObject] = []
        // The open elements; `pending` is a runtime attribute whose value is a child (`<integer key="value">`).
        var open: [Tag] = []
        var pending: (tag: Tag, owner: Tag?)?
        var index = 0
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[start...].starts(with: "<!--".utf8) {
                guard let end = find("-->", in: bytes, from: start) else { break }
                index = end + 3
                continue
            }
            if start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "?") || bytes[start + 1] == UInt8(ascii: "!") {
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
                index = end + 1
                continue
            }
            guard let tag = readTag(bytes, at: start) else { break }
            index = tag.range.upperBound
            if tag.isClosing {
                if let last = open.lastIndex(where: { bytes[$0.name] == bytes[tag.name] }) { open.removeSubrange(last...) }
                if named(tag, "userDefinedRuntimeAttribute"), let read = pending {
                    append(read.tag, child: nil, owner: read.owner, bytes: bytes, file: file, to: &found)
                    pending = nil
                }
                continue
            }
            if named(tag, "userDefinedRuntimeAttribute"), let list = open.last, named(list, "userDefinedRuntimeAttributes") {
                let owner = open.dropLast().last
                if tag.isEmpty { append(tag, child: nil, owner: owner, bytes: bytes, file: file, to: &found) } else { pending = (tag, owner) }
            } else if let read = pending, let parent = open.last, named(parent, "userDefinedRuntimeAttribute"),
                      attributes(of: tag, in: bytes)["key"] == "value" {
                append(read.tag, child: tag, owner: read.owner, bytes: bytes, file: file, to: &found)
                pending = nil
            }
            if !tag.isEmpty { open.append(tag) }
        }
        return found
    }

    /// Adds `attribute` (with its `<integer key="value">`-style child, when it has one) to its
    /// owner's entry, when the owner has a custom class and an id.
    private static func append(_ attribute: Tag, child: Tag?, owner: Tag?, bytes: [UInt8], file: String, to found: inout [CodeAttributedObject]) {
        guard let owner else { return }
        let ownerAttributes = attributes(of: owner, in: bytes)
        let read = attributes(of: attribute, in: bytes)
        guard let className = ownerAttributes["customClass"], let id = ownerAttributes["id"], let keyPath = read["keyPath"] else { return }
        let value = read["value"] ?? child.flatMap { attributes(of: $0, in: bytes)["value"] }
        let runtimeAttribute = CodeRuntimeAttribute(keyPath: keyPath, content: content(type: read["type"] ?? "", value: value))
        let object = CodeInterfaceBuilderObject(file: file, id: id)
        if let last = found.indices.last, found[last].object == object {
            found[last].attributes.append(runtimeAttribute)
        } else {
            found.append(CodeAttributedObject(object: object, className: className, attributes: [runtimeAttribute]))
        }
    }

    /// The value of an attribute of Interface Builder's `type`.
    static func content(type: String, value: String?) -> CodeRuntimeAttribute.Content {
        switch type {
        case "string", "localizedString": return .text(value ?? "")
        case "number":
            guard let number = value.flatMap(Double.init), number.isFinite else { return .notModelled(type: type) }
            return .number(number)
        case "boolean": return .boolean(value == "YES")
        case "nil": return .none
        default: return .notModelled(type: type)
        }
    }

    /// Where `needle` starts in `bytes` at or after `start`.
    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var index = start
        while let next = bytes[index...].firstIndex(of: pattern[0]) {
            if bytes[next...].starts(with: pattern) { return next }
            index = next + 1
        }
        return nil
    }

    /// The tag starting at `start` (a `<`); nil when it does not end. A quoted value may hold `>` and `/`.
    private static func readTag(_ bytes: [UInt8], at start: Int) -> Tag? {
        var index = start + 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">") { index += 1 }
        let name = nameStart..<index
        var quote: UInt8?
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return Tag(range: start..<(index + 1), name: name, isClosing: isClosing, isEmpty: previous == UInt8(ascii: "/"))
            }
            previous = byte
            index += 1
        }
        return nil
    }

    /// The attributes of `tag` (`name="value"` or `'value'`), their entities decoded.
    private static func attributes(of tag: Tag, in bytes: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        var index = tag.name.upperBound
        let end = tag.range.upperBound - 1
        while index < end {
            guard !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/") else {
                index += 1
                continue
            }
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            guard index < end, bytes[index] == UInt8(ascii: "="), index + 1 < end,
                  bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "'") else {
                index = max(index, nameStart + 1)
                continue
            }
            let quote = bytes[index + 1]
            let valueStart = index + 2
            guard let valueEnd = bytes[valueStart..<end].firstIndex(of: quote) else { break }
            result[name] = decoded(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)[...])
            index = valueEnd + 1
        }
        return result
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// XML's entities decoded: the five named ones and character references.
    static func decoded(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        var result = ""
        var rest = value
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                rest = rest[ampersand...]
                break
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) } else { result += rest[ampersand...semicolon] }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
