import SwiftSyntax

/// Objects the app has when it runs, of a type it declares (docs/code.md, "Control flow": the app has
/// its data): a stored property whose value the code does not give statically (`var viewModel:
/// FollowerListViewModel`, set by whoever made the controller) still holds an instance of its
/// declared type. When the code calls one of that type's methods on it, or sets one of its
/// properties, a new instance of the type stands for it — its stored properties unknown, never their
/// initial values (the data is the app's) — and the property keeps it, so later uses share it.
extension Interpreter {
    /// The instance standing for `base`, the unknown value of the stored property `syntax` names
    /// (`viewModel`, `self.viewModel`), when its declared type is the app's and declares `member`
    /// (a method or a stored property); nil for anything else.
    func typedInstance(for base: Value?, _ syntax: ExprSyntax, member: String) -> Value? {
        guard case .unknown? = base else { return nil }
        let target = SyntaxText.stripped(syntax)
        let name: String
        let owner = frames.last?.this ?? .object(.this)
        var isParameterKept = false
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let local = lookupLocal(name) {
                // `self.viewModel = viewModel` in an initializer: the parameter is the value the
                // property keeps, of the property's declared type (Interpreter+KeptParameters).
                guard isKeptParameter(name, local, owner: owner) else { return nil }
                isParameterKept = true
            }
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        if case .type = owner { return nil }
        guard let ownerType = appType(of: owner), let found = variable(name, of: ownerType), Self.isStored(found.binding),
              let annotation = found.binding.typeAnnotation?.type, let declared = Self.declaredName(annotation),
              let typeName = concreteType(declared, near: found.part.path), index.enumCase("\(typeName).\(member)", near: found.part.path) == nil,
              method(member, of: typeName) != nil || variable(member, of: typeName) != nil else { return nil }
        let instance = Value.instance(newInstance(of: typeName))
        // Kept without running the property's observers: nothing set it, it was there.
        if owner == .object(.this) {
            state.fields[name] = instance
        } else if let holder = instanceID(of: owner) {
            state.instances[holder]?.fields[name] = instance
        }
        if isParameterKept { _ = setLocal(name, instance) }
        return instance
    }

    /// The app's type a property declared as `declared` holds: the type itself when the app declares
    /// it; for a protocol the app declares (`var coordinator: Coordinating?`), the one class or struct
    /// of the app adopting it (docs/code.md, "Coordinators and factories"); nil when it is neither, or
    /// when several adopt the protocol (which one the app gave is known only when it runs).
    func concreteType(_ declared: String, near path: String) -> String? {
        if index.declaresType(declared, near: path) { return declared }
        guard index.inheritedProtocols(of: declared) != nil else { return nil }
        let adopting = index.typesAdopting(declared, near: path)
        return adopting.count == 1 ? adopting[0] : nil
    }

    /// The type a declaration names, optionals and generic arguments left out (`FooViewModel!`,
    /// `FooViewModel?`, `Store<Item>` are `FooViewModel`, `FooViewModel`, `Store`); nil for tuples,
    /// functions and the like.
    static func declaredName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return declaredName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return declaredName(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return DeclarationIndex.withoutGenericArguments(member.trimmedDescription) }
        return nil
    }
}
