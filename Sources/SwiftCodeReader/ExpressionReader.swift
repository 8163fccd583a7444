import SwiftSyntax

/// Evaluates the expressions the reader understands: strings (literals, `NSLocalizedString`,
/// `String(localized:)`, constants declared once), booleans, traits, and the names of things.
struct ExpressionReader {
    let index: DeclarationIndex
    /// The file the expression is in.
    let path: String

    /// The text of a string literal without interpolation.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += unescaped(part.content.text)
        }
        return text
    }

    private static func unescaped(_ raw: String) -> String {
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

    /// The expression without `try`, `await`, `!`, `?`, parentheses and `as` casts (a loop: a file may
    /// wrap an expression thousands of times, docs/fuzzing.md).
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while let inner = unwrapped(expression) { expression = inner }
        return expression
    }

    /// The expression one `try`, `await`, `!`, `?`, pair of parentheses or `as` cast wraps, if any.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax? {
        if let inner = expression.as(TryExprSyntax.self) { return inner.expression }
        if let inner = expression.as(AwaitExprSyntax.self) { return inner.expression }
        if let inner = expression.as(ForceUnwrapExprSyntax.self) { return inner.expression }
        if let inner = expression.as(OptionalChainingExprSyntax.self) { return inner.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.expression
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return first
        }
        return expression.as(AsExprSyntax.self)?.expression
    }

    /// `A.B.c` as "A.B.c" (optional chaining and unwrapping ignored); nil for anything else. A loop,
    /// like ``stripped(_:)``.
    static func qualifiedName(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var expression = stripped(expression)
        while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            expression = stripped(base)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        names.append(reference.baseName.text)
        return names.reversed().joined(separator: ".")
    }

    /// The text a string expression has, or nil when it is not understood.
    func string(_ expression: ExprSyntax, followingConstants: Bool = true) -> String? {
        let expression = Self.stripped(expression)
        if let text = Self.literal(expression) { return text }
        if let call = expression.as(FunctionCallExprSyntax.self) { return localized(call) }
        if followingConstants, let name = Self.qualifiedName(expression), name.contains("."),
           let constant = index.constant(name, near: path) {
            return ExpressionReader(index: index, path: constant.path).string(constant.value, followingConstants: false)
        }
        return nil
    }

    /// `NSLocalizedString("key", value: "…", comment: …)` and `String(localized: "key")`, through
    /// the base strings table nearest to the file: the table's text, else the value given, else the key.
    private func localized(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.trimmedDescription
        let arguments = Array(call.arguments)
        let key: String?
        let fallback: String?
        switch callee {
        case "NSLocalizedString":
            guard let first = arguments.first, first.label == nil else { return nil }
            key = Self.literal(first.expression)
            if let table = arguments.first(where: { $0.label?.text == "tableName" }), Self.literal(table.expression) != "Localizable" { return nil }
            fallback = arguments.first { $0.label?.text == "value" }.flatMap { Self.literal($0.expression) }
        case "String":
            guard let first = arguments.first, first.label?.text == "localized" else { return nil }
            key = Self.literal(first.expression)
            fallback = arguments.first { $0.label?.text == "defaultValue" }.flatMap { Self.literal($0.expression) }
        default:
            return nil
        }
        guard let key else { return nil }
        return index.table(near: path)?.values[key] ?? fallback ?? key
    }

    /// `true` or `false`.
    func bool(_ expression: ExprSyntax) -> Bool? {
        guard let literal = Self.stripped(expression).as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// Trait names: `.button`, `UIAccessibilityTraits.header`, `[.button, .selected]`, `[]`,
    /// `.button.union(.header)`, `a.union(b)`.
    func traits(_ expression: ExprSyntax) -> [String]? {
        let expression = Self.stripped(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let more = traits(element.expression) else { return nil }
                names += more
            }
            return names
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "union", let base = member.base, call.arguments.count == 1,
           let argument = call.arguments.first, let left = traits(base), let right = traits(argument.expression) {
            return left + right
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base.map(\.trimmedDescription)
            guard base == nil || base == "UIAccessibilityTraits" || base == "UIAccessibility.Traits" else { return nil }
            return [member.declName.baseName.text]
        }
        return nil
    }
}
