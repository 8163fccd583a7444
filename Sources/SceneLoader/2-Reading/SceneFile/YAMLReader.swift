import AccessibilityTree
import Yams

/// Reads YAML text into a ``SceneNode`` tree with locations, after ``YAMLSafetyScan``.
///
/// Every node an alias expands to counts towards ``Limits/maximumNodes``, so a billion-laughs
/// document is refused quickly.
struct YAMLReader {
    let file: String

    func read(_ text: String) throws(SceneLoadError) -> SceneNode {
        try YAMLSafetyScan(text: text, file: file).check()
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw translate(error)
        } catch {
            throw SceneLoadError("could not read the YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let root = composed else {
            throw SceneLoadError("the file is empty; a scene needs at least `root:` and `controllers:`", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var budget = Limits.maximumNodes
        return try convert(root, depth: 0, budget: &budget)
    }

    private func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func convert(_ node: Node, depth: Int, budget: inout Int) throws(SceneLoadError) -> SceneNode {
        budget -= 1
        let here = location(node.mark)
        if budget < 0 {
            throw SceneLoadError("the document expands to more than \(Limits.maximumNodes) nodes (aliases count each time they are used); this is not a scene a simulator needs", at: here)
        }
        if depth > Limits.maximumDepth {
            throw SceneLoadError("the document is nested deeper than \(Limits.maximumDepth) levels; flatten the structure", at: here)
        }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style != .plain && scalar.style != .any
            return SceneNode(value: .scalar(.init(text: scalar.string, isQuoted: quoted)), location: here)
        case .sequence(let sequence):
            var items: [SceneNode] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1, budget: &budget)) }
            return SceneNode(value: .sequence(items), location: here)
        case .mapping(let mapping):
            var entries: [SceneNode.Entry] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SceneLoadError("a mapping key must be plain text, found \(key.mapping != nil ? "a mapping" : "a list")", at: location(key.mark))
                }
                entries.append(.init(key: keyScalar.string, keyLocation: location(key.mark),
                                     value: try convert(value, depth: depth + 1, budget: &budget)))
            }
            return SceneNode(value: .mapping(entries), location: here)
        case .alias(let alias):
            throw SceneLoadError("unresolved alias *\(alias.anchor.rawValue)", at: location(alias.mark))
        }
    }

    private func translate(_ error: YamlError) -> SceneLoadError {
        let hint = "check the indentation, the colons after keys and the quoting of text with ':' or '#'"
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return SceneLoadError("YAML syntax error: \(prefix)\(problem); \(hint)", at: location(mark))
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = Self.lineAndColumn(of: offset ?? 0, in: yaml)
            return SceneLoadError("the file is not valid UTF-8 text (\(problem)); save it as UTF-8", at: SourceLocation(file: file, line: line, column: column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneLoadError("the key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) appears twice in one mapping; keep one", at: location(context.mark))
        default:
            return SceneLoadError("could not read the YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The 1-based line and column of a character offset.
    static func lineAndColumn(of offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(max(0, offset)) {
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
