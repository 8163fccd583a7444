import SwiftSyntax

/// Coordinators and factories reached through a property the interpreter does not hold: the class
/// declares `var coordinator: SceneCoordinator!` and something else sets it before the screen shows,
/// so a call `coordinator.present(scene: .profile, from: self, transition: .show)` runs the app's
/// `SceneCoordinator.present` on an instance whose state is unknown — the controller it makes and
/// shows is shown from this screen (docs/code.md, "Coordinators and factories").
extension Interpreter {
    /// The app's type that `syntax` — a property of the type run (`coordinator`, `self.coordinator`,
    /// `coordinator!`) that is not a local — is declared with (`SceneCoordinator`, also from
    /// `SceneCoordinator!` or `SceneCoordinator?`); nil for anything else, or a type the app does not
    /// declare (a protocol, a library's class).
    func declaredAppType(of syntax: ExprSyntax?) -> String? {
        guard let syntax else { return nil }
        let stripped = SyntaxText.stripped(syntax)
        let name: String
        if let reference = stripped.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard lookupLocal(name) == nil else { return nil }
        } else if let access = stripped.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard let owner = frames.last?.typeName, let found = variable(name, of: owner),
              let type = found.binding.typeAnnotation?.type else { return nil }
        let declared = Self.unwrapped(type).trimmedDescription
        return index.declaresType(declared, near: found.part.path) ? declared : nil
    }

    /// `T` of `T?`, `T!` and `T`.
    private static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType }
        return type
    }
}
