import AccessibilityTree

/// Reads single values of a scene file (text, numbers, lists, frames, colours), each with an error
/// that says what was expected and what was found.
enum ValueReader {
    static func mismatch(_ expected: String, _ node: SceneNode) -> SceneLoadError {
        SceneLoadError("expected \(expected), found \(node.shapeDescription)", at: node.location)
    }

    static func string(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> String {
        guard case .scalar(let scalar) = node.value else { throw mismatch("text for \(what)", node) }
        return scalar.text
    }

    static func bool(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> Bool {
        guard case .scalar(let scalar) = node.value, !scalar.isQuoted else { throw mismatch("true or false for \(what)", node) }
        switch scalar.text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw mismatch("true or false for \(what)", node)
        }
    }

    static func double(_ node: SceneNode, _ what: String, in range: ClosedRange<Double>) throws(SceneLoadError) -> Double {
        guard case .scalar(let scalar) = node.value, !scalar.isQuoted, let value = Double(scalar.text) else {
            throw mismatch("a number for \(what)", node)
        }
        guard value.isFinite, range.contains(value) else {
            throw SceneLoadError("\(what) must be a finite number from \(range.lowerBound.compactText) to \(range.upperBound.compactText), found \(scalar.text)", at: node.location)
        }
        return value
    }

    static func int(_ node: SceneNode, _ what: String, in range: ClosedRange<Int>) throws(SceneLoadError) -> Int {
        guard case .scalar(let scalar) = node.value, !scalar.isQuoted, let value = Int(scalar.text) else {
            throw mismatch("a whole number for \(what)", node)
        }
        guard range.contains(value) else {
            throw SceneLoadError("\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(value)", at: node.location)
        }
        return value
    }

    static func list(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> [SceneNode] {
        guard case .sequence(let items) = node.value else { throw mismatch("a list for \(what)", node) }
        return items
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(_ node: SceneNode, _ what: String, _ type: Choice.Type) throws(SceneLoadError) -> Choice where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        guard case .scalar(let scalar) = node.value, let value = Choice(rawValue: scalar.text) else {
            throw mismatch("one of \(names.joined(separator: ", ")) for \(what)", node)
        }
        return value
    }

    /// `[x, y, width, height]` or `{x, y, width, height}`; sizes may not be negative.
    static func rect(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> Rect {
        let numbers = try numbers(node, what, names: ["x", "y", "width", "height"])
        for (index, value) in numbers.enumerated().dropFirst(2) where value < 0 {
            throw SceneLoadError("\(what) has a negative \(index == 2 ? "width" : "height") (\(value.compactText)); sizes must be 0 or more", at: node.location)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[width, height]` or `{width, height}`, not negative.
    static func size(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> Size {
        let numbers = try numbers(node, what, names: ["width", "height"])
        guard numbers.allSatisfy({ $0 >= 0 }) else {
            throw SceneLoadError("\(what) must not be negative", at: node.location)
        }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `[x, y]` or `{x, y}`.
    static func point(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> Point {
        let numbers = try numbers(node, what, names: ["x", "y"])
        return Point(x: numbers[0], y: numbers[1])
    }

    private static func numbers(_ node: SceneNode, _ what: String, names: [String]) throws(SceneLoadError) -> [Double] {
        let expected = "[\(names.joined(separator: ", "))] or {\(names.joined(separator: ", "))} for \(what)"
        switch node.value {
        case .sequence(let items):
            guard items.count == names.count else { throw mismatch(expected, node) }
            var values: [Double] = []
            for (item, name) in zip(items, names) { values.append(try double(item, "the \(name) of \(what)", in: -Limits.maximumCoordinate...Limits.maximumCoordinate)) }
            return values
        case .mapping:
            let reader = try MappingReader(node, what: what, keys: names)
            var values: [Double] = []
            for name in names { values.append(try double(try reader.required(name), "the \(name) of \(what)", in: -Limits.maximumCoordinate...Limits.maximumCoordinate)) }
            return values
        case .scalar:
            throw mismatch(expected, node)
        }
    }

    /// `#RRGGBB`, `#RRGGBBAA`, `[red, green, blue]` or `[red, green, blue, alpha]` (0…1), or a name:
    /// black, white, clear, gray, red, green, blue.
    static func color(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> Color {
        let expected = "a colour for \(what): #RRGGBB, #RRGGBBAA, [red, green, blue(, alpha)] from 0 to 1, or black, white, clear, gray, red, green, blue"
        switch node.value {
        case .sequence(let items):
            guard items.count == 3 || items.count == 4 else { throw mismatch(expected, node) }
            var values: [Double] = []
            for item in items { values.append(try double(item, "a component of \(what)", in: 0...1)) }
            return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
        case .scalar(let scalar):
            if let named = namedColors[scalar.text] { return named }
            guard let color = hexColor(scalar.text) else { throw mismatch(expected, node) }
            return color
        case .mapping:
            throw mismatch(expected, node)
        }
    }

    static let namedColors: [String: Color] = [
        "black": .black, "white": .white, "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
    ]

    static func hexColor(_ text: String) -> Color? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9 else { return nil }
        let digits = Array(text.dropFirst())
        var components: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            components.append(Double(value) / 255)
        }
        return Color(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }
}

extension Double {
    /// The number without a trailing ".0", for messages and scene files.
    var compactText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
