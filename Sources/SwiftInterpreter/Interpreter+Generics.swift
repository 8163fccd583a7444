import SwiftSyntax

/// The app's generic functions: each generic parameter stands for the type the call gives it, so
/// a reuse helper (`func register<T: UITableViewCell>(_: T.Type)` that registers `T.self` for
/// `T.reuseIdentifier`, `func dequeueReusableCell<T>(for:) -> T` that casts `as! T`) registers and
/// dequeues the cell class the call names (docs/code.md, "Cells of a class made in code").
extension Interpreter {
    /// Binds each generic parameter of `declaration` among `locals` to the type it stands for: the
    /// type passed for a `T.Type` parameter (`register(ContactCell.self)`), else, for a function
    /// returning `T`, the type the call's result is declared as (`let cell: ContactCell =
    /// tableView.dequeueReusableCell(for: indexPath)`). A parameter given neither stays unbound.
    func bindGenericParameters(of declaration: FunctionDeclSyntax, in locals: inout [String: Value]) {
        let resultType = pendingResultType
        pendingResultType = nil
        guard let generics = declaration.genericParameterClause?.parameters else { return }
        let parameters = declaration.signature.parameterClause.parameters
        for generic in generics {
            let name = generic.name.text
            var passed: String?
            for parameter in parameters where passed == nil && Self.metatypeBase(parameter.type) == name {
                if case .type(let typeName)? = locals[(parameter.secondName ?? parameter.firstName).text] { passed = typeName }
            }
            if let bound = passed ?? (Self.plainName(declaration.signature.returnClause?.type) == name ? resultType : nil) {
                locals[name] = .type(bound)
            }
        }
    }

    /// Runs `evaluate` with the type `binding` declares recorded for its initializer's call, when
    /// the initializer is a call (`try` and `await` aside).
    func withDeclaredType(of binding: PatternBindingSyntax, _ evaluate: () -> Value) -> Value {
        guard let annotation = Self.plainName(binding.typeAnnotation?.type), var value = binding.initializer?.value else { return evaluate() }
        if let tried = value.as(TryExprSyntax.self) { value = tried.expression }
        if let awaited = value.as(AwaitExprSyntax.self) { value = awaited.expression }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return evaluate() }
        let outer = declaredResultType
        declaredResultType = (call.id, annotation)
        defer { declaredResultType = outer }
        return evaluate()
    }

    /// `T` of `T.Type` (also optional), else nil.
    private static func metatypeBase(_ type: TypeSyntax) -> String? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        guard let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" else { return nil }
        return metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The name of a plain named type (`ContactCell`, also `ContactCell?` and `ContactCell!`), else nil.
    private static func plainName(_ type: TypeSyntax?) -> String? {
        var type = type
        if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let named = type?.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil else { return nil }
        return named.name.text
    }
}
