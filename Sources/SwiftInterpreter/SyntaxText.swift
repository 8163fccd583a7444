import SwiftSyntax

/// Reading syntax without running it: a literal's text, an expression without its wrappers, a
/// dotted name.
package enum SyntaxText {
    /// The text of a string literal without interpolation.
    package static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += unescaped(part.content.text)
        }
        return text
    }

    /// A string literal segment's text with its escapes resolved.
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The expression without `try`, `await`, `!`, `?` and parentheses around one expression.
    package static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        // Each turn removes one wrapper, so the loop ends within the expression's size.
        while true {
            if let inner = current.as(TryExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(AwaitExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(ForceUnwrapExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(OptionalChainingExprSyntax.self) { current = inner.expression }
            else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else { return current }
        }
    }

    /// `A.B.c` as "A.B.c" (optional chaining and unwrapping ignored); nil for anything else. Names
    /// deeper than ``InterpreterLimits/maximumDepth`` are not read.
    package static func qualifiedName(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var current = stripped(expression)
        while names.count < InterpreterLimits.maximumDepth {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                return names.reversed().joined(separator: ".")
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            names.append(member.declName.baseName.text)
            current = stripped(base)
        }
        return nil
    }

    /// The first line of a statement, shortened, for explanations.
    static func short(_ node: some SyntaxProtocol) -> String {
        let text = firstLine(node)
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    /// The first non-empty line of `node.trimmedDescription`: a statement left alone may be a long
    /// `if` or closure, and trimming its text was most of noting it.
    static func firstLine(_ node: some SyntaxProtocol) -> String {
        guard let (bytes, range) = trimmedBytes(node) else {
            return node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        }
        let newline = UInt8(ascii: "\n")
        var start = range.lowerBound
        // Splitting by "\n" drops empty lines; a "\n" after "\r" is one character with it, not a line's end.
        while start < range.upperBound, bytes[start] == newline { start += 1 }
        var end = start
        while end < range.upperBound, !(bytes[end] == newline && bytes[end - 1] != UInt8(ascii: "\r")) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `node.trimmedDescription`, read from the node's source bytes without the two copies of the
    /// node trimming makes (docs/performance.md, "Whole apps with their code").
    static func trimmed(_ node: some SyntaxProtocol) -> String {
        guard let (bytes, range) = trimmedBytes(node) else { return node.trimmedDescription }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The node's source bytes and the range of them its trimmed description is: without the first
    /// token's leading trivia and the last one's trailing trivia. Nil when the first or last token
    /// is missing, whose trivia trimming treats otherwise.
    private static func trimmedBytes(_ node: some SyntaxProtocol) -> ([UInt8], Range<Int>)? {
        guard node.firstToken(viewMode: .all)?.presence == .present, node.lastToken(viewMode: .all)?.presence == .present else { return nil }
        let bytes = node.syntaxTextBytes
        return (bytes, node.leadingTriviaLength.utf8Length..<(bytes.count - node.trailingTriviaLength.utf8Length))
    }

    /// The Objective-C selector of a method: `tapped:` for `tapped(_ sender:)`,
    /// `tappedWithSender:` for `tapped(sender:)`, `tapped` without parameters.
    package static func selector(_ name: String, _ parameters: [FunctionParameterSyntax]) -> String {
        guard let first = parameters.first else { return name }
        var selector = name
        let label = first.firstName.text
        if label != "_" { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        selector += ":"
        for parameter in parameters.dropFirst() {
            let label = parameter.firstName.text
            selector += (label == "_" ? "" : label) + ":"
        }
        return selector
    }
}

/// Which of several files is nearest to a path: the one sharing the most leading folders with it.
package enum PathNearness {
    package static func nearest<T>(_ candidates: [T], to path: String, path of: (T) -> String) -> T? {
        // None or one: nothing to compare, no path to split (most of the interpreter's lookups).
        guard candidates.count > 1 else { return candidates.first }
        let target = path.split(separator: "/")
        return candidates.max { shared(of($0), target) < shared(of($1), target) }
    }

    private static func shared(_ path: String, _ target: [Substring]) -> Int {
        zip(path.split(separator: "/"), target).prefix { $0 == $1 }.count
    }
}
