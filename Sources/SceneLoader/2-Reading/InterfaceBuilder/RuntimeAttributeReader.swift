import Foundation
import SwiftInterpreter

/// The objects of an Interface Builder file that carry user-defined runtime attributes, with their
/// `customClass` and id, read with the loader's one XML parser (``XMLTreeParser``): the attributes
/// that name the app's own properties run their observers and setters when UIKit sets them
/// (docs/code.md, "When code runs"). The code reader asks for them as it walks the app's folder
/// (``CodeReading/read(folder:)``), before any input is loaded.
enum RuntimeAttributeReader {
    /// The element every runtime attribute is written as; a file without it is not parsed.
    private static let marker = Data("<userDefinedRuntimeAttribute ".utf8)

    /// Every object with a `customClass`, an `id` and runtime attributes, in the order their
    /// attributes are written. A file that does not parse gives none: loading it says what is wrong.
    static func objects(inFile path: String, data: Data) -> [CodeAttributedObject] {
        guard data.range(of: marker) != nil, let parsed = try? XMLTreeParser(file: path).parse(data) else { return [] }
        var found: [CodeAttributedObject] = []
        // Depth first, children in order, without recursion: an element's attributes are written
        // after its subviews, so they come after those of the views it holds. The parser bounds the depth.
        var pending: [(node: XMLNode, owner: XMLNode?)] = [(parsed.root, nil)]
        while let (node, owner) = pending.popLast() {
            if node.name == "userDefinedRuntimeAttributes" {
                if let owner, let object = object(owner, attributes: node, file: path) { found.append(object) }
                continue
            }
            pending += node.children.reversed().map { ($0, node) }
        }
        return found
    }

    /// The object `owner` with the runtime attributes of `list`, when it has a custom class, an id
    /// and at least one attribute with a key path.
    private static func object(_ owner: XMLNode, attributes list: XMLNode, file: String) -> CodeAttributedObject? {
        guard let className = owner["customClass"], let id = owner["id"] else { return nil }
        let attributes = list.children("userDefinedRuntimeAttribute").compactMap { attribute -> CodeRuntimeAttribute? in
            guard let keyPath = attribute["keyPath"] else { return nil }
            // A number's value is a child element (`<integer key="value" value="3"/>`).
            let value = attribute["value"] ?? attribute.child(key: "value")?["value"]
            return CodeRuntimeAttribute(keyPath: keyPath, content: content(type: attribute["type"] ?? "", value: value))
        }
        guard !attributes.isEmpty else { return nil }
        return CodeAttributedObject(object: CodeInterfaceBuilderObject(file: file, id: id), className: className, attributes: attributes)
    }

    /// The value of an attribute of Interface Builder's `type`.
    private static func content(type: String, value: String?) -> CodeRuntimeAttribute.Content {
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
}
