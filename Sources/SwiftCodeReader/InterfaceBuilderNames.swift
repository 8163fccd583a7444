import Foundation

/// The custom classes an Interface Builder file names (`customClass="ComposeViewController"`): a
/// view controller the app declares that no file names is made in code (docs/code.md, "View
/// controllers built in code").
enum InterfaceBuilderNames {
    /// Every `customClass` value of a storyboard's or xib's text, in order.
    static func customClasses(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        let marker = "customClass=\""
        while let found = rest.range(of: marker) {
            rest = rest[found.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            names.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return names
    }
}
