import SwiftInterpreter

/// The objects of an Interface Builder file's text that carry user-defined runtime attributes, with
/// their `customClass` and id: the attributes that name the app's own properties run their observers
/// and setters when UIKit sets them (docs/code.md, "When code runs"). A scan of the tags, not a full
/// XML reader: the loader reads the file itself, and reports what is wrong with it.
enum RuntimeAttributeScan {
    /// One tag: its name, its attributes (entities decoded), whether it closes (`</name>`) or is empty (`<name/>`).
    private struct Tag {
        var name: Substring
        var attributes: [Substring: String]
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// Every object with a `customClass`, an `id` and runtime attributes, in the file's order.
    static func objects(in text: String, file: String) -> [CodeAttributedObject] {
        guard text.contains("<userDefinedRuntimeAttribute ") else { return [] }
        var found: [CodeAttributedObject] = []
        // The open elements: each one's attributes; `attribute` is the runtime attribute being read.
        var open: [Tag] = []
        var attribute: (tag: Tag, owner: Int)?
        var rest = text[...]
        while let start = rest.firstIndex(of: "<") {
            rest = rest[start...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!") {
                guard let end = rest.firstIndex(of: ">") else { break }
                rest = rest[rest.index(after: end)...]
                continue
            }
            guard let (tag, after) = readTag(rest) else { break }
            rest = after
            if tag.isClosing {
                if let last = open.indices.last(where: { open[$0].name == tag.name }) { open.removeSubrange(last...) }
                if tag.name == "userDefinedRuntimeAttribute", let read = attribute {
                    append(read.tag, child: nil, owner: open.indices.contains(read.owner) ? open[read.owner] : nil, file: file, to: &found)
                    attribute = nil
                }
                continue
            }
            if tag.name == "userDefinedRuntimeAttribute", open.last?.name == "userDefinedRuntimeAttributes" {
                if tag.isEmpty {
                    append(tag, child: nil, owner: open.dropLast().last, file: file, to: &found)
                } else {
                    attribute = (tag, open.count - 2)
                }
            } else if let read = attribute, tag.attributes["key"] == "value", open.last?.name == "userDefinedRuntimeAttribute" {
                append(read.tag, child: tag, owner: open.indices.contains(read.owner) ? open[read.owner] : nil, file: file, to: &found)
                attribute = nil
            }
            if !tag.isEmpty { open.append(tag) }
        }
        return found
    }

    /// Adds `attribute` (with its `<integer key="value">`-style child, when it has one) to its
    /// owner's entry, when the owner has a custom class and an id.
    private static func append(_ attribute: Tag, child: Tag?, owner: Tag?, file: String, to found: inout [CodeAttributedObject]) {
        guard let owner, let className = owner.attributes["customClass"], let id = owner.attributes["id"],
              let keyPath = attribute.attributes["keyPath"] else { return }
        let content = Self.content(type: attribute.attributes["type"] ?? "", value: attribute.attributes["value"] ?? child?.attributes["value"])
        let read = CodeRuntimeAttribute(keyPath: keyPath, content: content)
        let object = CodeInterfaceBuilderObject(file: file, id: id)
        if let last = found.indices.last, found[last].object == object {
            found[last].attributes.append(read)
        } else {
            found.append(CodeAttributedObject(object: object, className: className, attributes: [read]))
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

    /// The tag at the start of `text` and the text after it; nil when it does not end.
    private static func readTag(_ text: Substring) -> (Tag, Substring)? {
        var index = text.index(after: text.startIndex)
        let isClosing = index < text.endIndex && text[index] == "/"
        if isClosing { index = text.index(after: index) }
        let nameStart = index
        while index < text.endIndex, !" \t\r\n/>".contains(text[index]) { index = text.index(after: index) }
        var tag = Tag(name: text[nameStart..<index], attributes: [:], isClosing: isClosing, isEmpty: false)
        while index < text.endIndex {
            let character = text[index]
            if character == ">" { return (tag, text[text.index(after: index)...]) }
            if character == "/" {
                tag.isEmpty = true
                index = text.index(after: index)
                continue
            }
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                index = text.index(after: index)
                continue
            }
            // name="value" (or 'value'); a value may hold `>` and `/`.
            let attributeStart = index
            while index < text.endIndex, !"= \t\r\n/>".contains(text[index]) { index = text.index(after: index) }
            let name = text[attributeStart..<index]
            if name.isEmpty {
                index = text.index(after: index)
                continue
            }
            guard index < text.endIndex, text[index] == "=" else { continue }
            index = text.index(after: index)
            guard index < text.endIndex, text[index] == "\"" || text[index] == "'" else { continue }
            let quote = text[index]
            index = text.index(after: index)
            guard let end = text[index...].firstIndex(of: quote) else { return nil }
            tag.attributes[name] = decoded(text[index..<end])
            index = text.index(after: end)
        }
        return nil
    }

    /// XML's entities decoded: the five named ones and character references.
    static func decoded(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        var result = ""
        var rest = value
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
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
