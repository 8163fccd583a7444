import AccessibilityTree

/// Reads JSON text into a ``SceneNode`` tree with line and column numbers (Foundation's parser
/// gives none). Strict RFC 8259: no comments, no trailing commas, no duplicate keys.
struct JSONReader {
    let file: String

    func read(_ text: String) throws(SceneLoadError) -> SceneNode {
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        scanner.skipWhitespace()
        let node = try scanner.value(depth: 0)
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw scanner.error("unexpected text after the end of the JSON document")
        }
        return node
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var position = 0
        var line = 1
        var column = 1
        var nodes = 0

        init(characters: [Unicode.Scalar], file: String) {
            self.characters = characters
            self.file = file
        }

        var isAtEnd: Bool { position >= characters.count }
        var current: Unicode.Scalar? { isAtEnd ? nil : characters[position] }
        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        func error(_ message: String) -> SceneLoadError {
            SceneLoadError("JSON syntax error: \(message)", at: location)
        }

        mutating func advance() {
            if characters[position] == "\n" { line += 1; column = 1 } else { column += 1 }
            position += 1
        }

        mutating func skipWhitespace() {
            while let character = current, character == " " || character == "\n" || character == "\t" || character == "\r" {
                advance()
            }
        }

        mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(SceneLoadError) {
            guard current == character else {
                throw error("expected \(what), found \(current.map { "'\($0)'" } ?? "the end of the file")")
            }
            advance()
        }

        mutating func value(depth: Int) throws(SceneLoadError) -> SceneNode {
            nodes += 1
            if nodes > Limits.maximumNodes { throw error("more than \(Limits.maximumNodes) values") }
            if depth > Limits.maximumDepth { throw error("nested deeper than \(Limits.maximumDepth) levels") }
            let start = location
            switch current {
            case "{":
                advance()
                var entries: [SceneNode.Entry] = []
                skipWhitespace()
                if current == "}" { advance(); return SceneNode(value: .mapping([]), location: start) }
                while true {
                    skipWhitespace()
                    let keyLocation = location
                    guard current == "\"" else { throw error("expected a quoted key") }
                    let key = try string()
                    if entries.contains(where: { $0.key == key }) {
                        throw SceneLoadError("the key '\(key)' appears twice in one object; keep one", at: keyLocation)
                    }
                    skipWhitespace()
                    try expect(":", "':' after the key")
                    skipWhitespace()
                    entries.append(.init(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
                    skipWhitespace()
                    if current == "," { advance(); continue }
                    try expect("}", "',' or '}'")
                    return SceneNode(value: .mapping(entries), location: start)
                }
            case "[":
                advance()
                var items: [SceneNode] = []
                skipWhitespace()
                if current == "]" { advance(); return SceneNode(value: .sequence([]), location: start) }
                while true {
                    skipWhitespace()
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if current == "," { advance(); continue }
                    try expect("]", "',' or ']'")
                    return SceneNode(value: .sequence(items), location: start)
                }
            case "\"":
                return SceneNode(value: .scalar(.init(text: try string(), isQuoted: true)), location: start)
            case .some:
                var literal = ""
                while let character = current, "+-.0123456789eEtrufalsn".unicodeScalars.contains(character) {
                    literal.unicodeScalars.append(character)
                    advance()
                }
                let valid = literal == "true" || literal == "false" || literal == "null"
                    || (Double(literal) != nil && literal.first.map { $0 == "-" || $0.isNumber } == true)
                guard valid else {
                    throw SceneLoadError("JSON syntax error: expected a value (object, array, string, number, true, false or null)", at: start)
                }
                if let number = Double(literal), !number.isFinite {
                    throw SceneLoadError("the number \(literal) is out of range; numbers are limited to ±1.8e308", at: start)
                }
                return SceneNode(value: .scalar(.init(text: literal, isQuoted: false)), location: start)
            case nil:
                throw error("unexpected end of the file; a value is missing")
            }
        }

        mutating func string() throws(SceneLoadError) -> String {
            advance()
            var result = String.UnicodeScalarView()
            while true {
                guard let character = current else { throw error("unterminated string") }
                advance()
                switch character {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escape = current else { throw error("unterminated string") }
                    advance()
                    switch escape {
                    case "\"": result.append("\"")
                    case "\\": result.append("\\")
                    case "/": result.append("/")
                    case "b": result.append("\u{8}")
                    case "f": result.append("\u{C}")
                    case "n": result.append("\n")
                    case "r": result.append("\r")
                    case "t": result.append("\t")
                    case "u": result.append(try unicodeEscape())
                    default: throw error("unknown escape '\\\(escape)'")
                    }
                case "\n":
                    throw error("a line break inside a string; write it as \\n")
                default:
                    result.append(character)
                }
            }
        }

        mutating func hexQuad() throws(SceneLoadError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let character = current, character.isASCII, let digit = UInt32(String(character), radix: 16) else {
                    throw error("expected four hexadecimal digits after \\u")
                }
                value = value * 16 + digit
                advance()
            }
            return value
        }

        mutating func unicodeEscape() throws(SceneLoadError) -> Unicode.Scalar {
            let first = try hexQuad()
            if (0xD800...0xDBFF).contains(first) {
                guard current == "\\" else { throw error("a lone UTF-16 surrogate in \\u escape") }
                advance()
                guard current == "u" else { throw error("a lone UTF-16 surrogate in \\u escape") }
                advance()
                let second = try hexQuad()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("an invalid UTF-16 surrogate pair") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("an invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("an invalid \\u escape (a lone surrogate)") }
            return scalar
        }
    }
}
