import AccessibilityTree

/// Reads Interface Builder attribute values (numbers, frames, colours, system item names) with
/// errors that point at the element.
enum IBValues {
    /// A finite number attribute, or nil when absent; garbage is an error.
    static func number(_ node: XMLNode, _ attribute: String) throws(SceneLoadError) -> Double? {
        guard let text = node[attribute] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= Limits.maximumCoordinate else {
            throw SceneLoadError("<\(node.name)> has \(attribute)=\"\(text)\"; expected a finite number within ±\(Limits.maximumCoordinate.compactText)", at: node.location)
        }
        return value
    }

    /// A whole-number attribute, or nil when absent.
    static func integer(_ node: XMLNode, _ attribute: String) throws(SceneLoadError) -> Int? {
        guard let value = try number(node, attribute) else { return nil }
        guard value == value.rounded() else {
            throw SceneLoadError("<\(node.name)> has \(attribute)=\"\(node[attribute] ?? "")\"; expected a whole number", at: node.location)
        }
        return Int(value)
    }

    /// The `<rect key="…">` child as a rectangle; negative sizes are errors.
    static func rect(_ node: XMLNode, key: String = "frame") throws(SceneLoadError) -> Rect? {
        guard let rect = node.child("rect", key: key) else { return nil }
        let values = try ["x", "y", "width", "height"].map { name throws(SceneLoadError) in try number(rect, name) ?? 0 }
        guard values[2] >= 0, values[3] >= 0 else {
            throw SceneLoadError("<\(node.name)> has a frame with a negative size (\(values[2].compactText)×\(values[3].compactText)); sizes must be 0 or more", at: rect.location)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The `<size key="…">` child.
    static func size(_ node: XMLNode, key: String) throws(SceneLoadError) -> Size? {
        guard let size = node.child("size", key: key) else { return nil }
        let width = try number(size, "width") ?? 0, height = try number(size, "height") ?? 0
        guard width >= 0, height >= 0 else {
            throw SceneLoadError("<size key=\"\(key)\"> has a negative side", at: size.location)
        }
        return Size(width: width, height: height)
    }

    /// The `<fontDescription key="fontDescription">` child: its point size, or its text style's size at
    /// the default content size; bold for a `boldSystem` type, a semibold or heavier weight, or a
    /// custom font whose name says so. Nil when there is none or it gives no size.
    static func font(_ node: XMLNode) throws(SceneLoadError) -> Font? {
        guard let description = node.child("fontDescription", key: "fontDescription") else { return nil }
        if let style = description["style"] { return Font.textStyle(style) }
        guard let size = try number(description, "pointSize"), size > 0 else { return nil }
        let weight = description["weight"] ?? ""
        let name = (description["name"] ?? "").lowercased()
        let isBold = description["type"] == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight)
            || ["bold", "semibold", "heavy", "black"].contains(where: name.contains)
        return Font(pointSize: size, isBold: isBold)
    }

    /// The `<color key="…">` child as sRGB, when it is given by components (named and system colours
    /// resolve for the common system ones; others are nil).
    static func color(_ node: XMLNode, key: String) -> Color? {
        guard let color = node.child("color", key: key) else { return nil }
        func component(_ name: String) -> Double? { color[name].flatMap(Double.init).map { min(1, max(0, $0)) } }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        let name = color["systemColor"] ?? color["cocoaTouchSystemColor"]
        return name.flatMap { systemColors[$0] }
    }

    /// UIKit system colours in their light appearance.
    static let systemColors: [String: Color] = [
        "systemBackgroundColor": .white, "labelColor": .black, "darkTextColor": .black,
        "whiteColor": .white, "blackColor": .black, "clearColor": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "secondaryLabelColor": Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        "tertiaryLabelColor": Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3),
        "systemGrayColor": Color(red: 0.557, green: 0.557, blue: 0.576),
        "lightTextColor": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": Color(red: 0.949, green: 0.949, blue: 0.969),
        "systemGroupedBackgroundColor": Color(red: 0.949, green: 0.949, blue: 0.969),
        "secondarySystemBackgroundColor": Color(red: 0.949, green: 0.949, blue: 0.969),
        "systemBlueColor": Color(red: 0, green: 0.478, blue: 1), "systemRedColor": Color(red: 1, green: 0.231, blue: 0.188),
        "systemGreenColor": Color(red: 0.204, green: 0.78, blue: 0.349), "tintColor": Color(red: 0, green: 0.478, blue: 1),
    ]

    /// Interface Builder's bar button system items.
    static let barSystemItems: [String: BarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "close": .close,
    ]

    /// Interface Builder's tab bar system items.
    static let tabSystemItems: [String: TabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
        "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    /// Interface Builder's button types.
    static func buttonType(_ name: String?) -> Button.ButtonType {
        switch name {
        case "custom": return .custom
        case "detailDisclosure": return .detailDisclosure
        case "infoLight": return .infoLight
        case "infoDark": return .infoDark
        case "contactAdd": return .contactAdd
        case "close": return .close
        default: return .system
        }
    }

    /// Interface Builder's control events; nil for the ones VoiceOver's double tap never sends.
    static func controlEvent(_ name: String?) -> ControlEvent? {
        switch name ?? "touchUpInside" {
        case "touchUpInside", "touchDown": return .touchUpInside
        case "valueChanged": return .valueChanged
        case "editingDidBegin": return .editingDidBegin
        case "editingChanged": return .editingChanged
        case "editingDidEnd", "editingDidEndOnExit": return .editingDidEnd
        case "primaryActionTriggered": return .primaryActionTriggered
        default: return nil
        }
    }

    /// A cell style from `IBUITableViewCellStyle…`.
    static func cellStyle(_ name: String?) -> TableViewCell.CellStyle {
        switch name {
        case "IBUITableViewCellStyleSubtitle": return .subtitle
        case "IBUITableViewCellStyleValue1": return .value1
        case "IBUITableViewCellStyleValue2": return .value2
        default: return .default
        }
    }

    /// The text of a text-bearing element: the attribute, a `<string key>` child, or the fragments of
    /// an `<attributedString key>` child.
    static func text(_ node: XMLNode, attribute: String, key: String) -> String? {
        if let text = node[attribute] { return text }
        if let string = node.child("string", key: key) { return string.text }
        let attributedKey = key == "text" ? "attributedText" : key == "title" ? "attributedTitle" : key
        if let attributed = node.child("attributedString", key: attributedKey) {
            let fragments = attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
            return fragments.joined()
        }
        return nil
    }

    /// An image name from an attribute or an `<imageReference key="image">` child (SF Symbols too).
    static func image(_ node: XMLNode, attribute: String = "image", key: String = "image") -> String? {
        node[attribute] ?? node.child("imageReference", key: key)?["image"]
    }
}
