import SwiftSyntax

/// `/` and `%` as Swift does them on integers (docs/code.md, "Integer division"): the interpreter's
/// numbers carry no type, so an operand's type is read from the code — an `Int` annotation, an
/// integer literal's default type, `Int(…)`, an `IndexPath`'s `row`/`item`/`section`, a `count` —
/// and a division whose operands are integers truncates toward zero. A division whose operands'
/// types the code does not tell keeps its exact result (it may be `CGFloat`'s), so a fractional
/// row or column is never read as a place; `%` exists only for integers in Swift.
extension Interpreter {
    /// What the code says of an operand's type.
    enum NumberType {
        /// An `Int` (or another integer type named in the code).
        case integer
        /// An integer literal: its type is its context's (`Int` unless the other operand says otherwise).
        case literal
        /// A floating-point type, or a type the interpreter cannot tell.
        case other
    }

    /// `left / right` on two known numbers: truncated toward zero when the operands are integers,
    /// unknown when integers carry a fraction (a value the interpreter did not compute as Swift
    /// would), else the exact quotient.
    func divide(_ left: Double, _ right: Double, _ node: InfixOperatorExprSyntax) -> Value {
        guard right != 0 else { return .unknown(node.trimmedDescription) }
        let types = (numberType(node.leftOperand), numberType(node.rightOperand))
        let isInteger = types.0 == .integer || types.1 == .integer || (types.0 == .literal && types.1 == .literal)
        guard isInteger else { return .number(left / right) }
        guard left.isWhole, right.isWhole else { return .unknown(node.trimmedDescription) }
        return .number((left / right).rounded(.towardZero))
    }

    /// `left % right`: Swift's remainder of integers (the sign of the dividend); unknown for a
    /// fraction or a zero divisor.
    func remainder(_ left: Double, _ right: Double, _ node: InfixOperatorExprSyntax) -> Value {
        guard right != 0, left.isWhole, right.isWhole else { return .unknown(node.trimmedDescription) }
        return .number(left.truncatingRemainder(dividingBy: right))
    }

    /// The type the code gives `expression`: parentheses and arithmetic look inside (their depth is
    /// the expression's, which ``evaluate(_:)`` already bounds), a name looks up its declaration.
    func numberType(_ expression: ExprSyntax) -> NumberType {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr:
            return .literal
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return tuple.elements.first.map { numberType($0.expression) } ?? .other
        case .infixOperatorExpr(let infix):
            let sides = [numberType(infix.leftOperand), numberType(infix.rightOperand)]
            if sides.contains(.integer) { return .integer }
            return sides.allSatisfy { $0 == .literal } ? .literal : .other
        case .functionCallExpr(let call):
            return Self.integerTypes.contains(call.calledExpression.trimmedDescription) ? .integer : .other
        case .memberAccessExpr(let access):
            let name = access.declName.baseName.text
            if name == "count" { return .integer }
            if ["row", "item", "section"].contains(name), let base = access.base, Self.isIndexPath(base) { return .integer }
            guard let base = access.base?.trimmedDescription, base == "self" || base == "Self" || base == frames.last?.typeName else { return .other }
            return declaredType(of: name, at: expression)
        case .declReferenceExpr(let reference):
            return declaredType(of: reference.baseName.text, at: expression)
        default:
            return .other
        }
    }

    /// Integer types an initializer call (`Int(x)`) names.
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether `base` names an index path (`indexPath`, `path`, `IndexPath(row:section:)`).
    private static func isIndexPath(_ base: ExprSyntax) -> Bool {
        let text = base.trimmedDescription
        return text.lowercased().hasSuffix("indexpath") || text == "path" || text.hasPrefix("IndexPath(")
    }

    /// The type of the local, parameter or property `name` as declared where `expression` stands:
    /// the declarations around it in its file, then the running type's properties.
    private func declaredType(of name: String, at expression: ExprSyntax) -> NumberType {
        if let token = sourceToken(at: expression) {
            var node: Syntax? = token.parent
            while let current = node {
                if let found = Self.declaration(of: name, in: current, before: token.position) { return found }
                node = current.parent
            }
        }
        guard let typeName = frames.last?.typeName,
              let found = variable(name, of: typeName) ?? variable(name, of: typeName, isStatic: true) else { return .other }
        return Self.type(of: found.binding)
    }

    /// The token of the file that `expression` starts at: a folded operator expression is a tree of
    /// its own, whose positions count from ``foldOffset``.
    private func sourceToken(at expression: ExprSyntax) -> TokenSyntax? {
        guard let file = frames.last?.part.members.root else { return nil }
        let offset = (expression.root.is(SourceFileSyntax.self) ? 0 : foldOffset) + expression.positionAfterSkippingLeadingTrivia.utf8Offset
        return file.token(at: AbsolutePosition(utf8Offset: offset))
    }

    /// What `node` (a block, a function, a closure, a type's members) declares `name` as, for a use at `use`.
    private static func declaration(of name: String, in node: Syntax, before use: AbsolutePosition) -> NumberType? {
        if let items = node.as(CodeBlockItemListSyntax.self) {
            for item in items where item.position < use {
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return type(of: binding)
                }
            }
        }
        if let members = node.as(MemberBlockItemListSyntax.self) {
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return type(of: binding)
                }
            }
        }
        if let parameters = node.as(FunctionParameterListSyntax.self) ?? node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters {
            for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return integerTypes.contains(parameter.type.trimmedDescription) ? .integer : .other
            }
        }
        return nil
    }

    /// The type a binding declares: its annotation, else its initial value's.
    private static func type(of binding: PatternBindingSyntax) -> NumberType {
        if let annotation = binding.typeAnnotation?.type.trimmedDescription {
            return integerTypes.contains(annotation) ? .integer : .other
        }
        guard let value = binding.initializer?.value else { return .other }
        if value.is(IntegerLiteralExprSyntax.self) { return .integer }
        if let call = value.as(FunctionCallExprSyntax.self), integerTypes.contains(call.calledExpression.trimmedDescription) { return .integer }
        if let access = value.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "count" { return .integer }
        return .other
    }
}

extension Double {
    /// Whether the number has no fraction.
    var isWhole: Bool { self == rounded() && abs(self) < 1e15 }
}
