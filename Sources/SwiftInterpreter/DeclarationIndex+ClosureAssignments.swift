import SwiftSyntax

/// Closures the app keeps in another object's property to be called later (`list.onSelect = { [weak
/// self] in self?.showDetail() }`, set by a coordinator or a parent screen, called by the screen as
/// `onSelect?()`): every such assignment of the files read, by the property's name (docs/code.md,
/// "Coordinators and factories").
extension DeclarationIndex {
    /// One `base.name = { … }` statement.
    package struct ClosureAssignment: Sendable {
        package var path: String
        /// The object the closure is given to, as written (`list`, `self.onboardingViewController`).
        package var base: ExprSyntax
        package var closure: ClosureExprSyntax
    }

    /// Finds the closure assignments of a file's tree.
    final class ClosureAssignmentFinder: SyntaxVisitor {
        var found: [(name: String, assignment: ClosureAssignment)] = []
        let path: String

        init(path: String) {
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
               let closure = elements[2].as(ClosureExprSyntax.self) {
                found.append((target.declName.baseName.text, ClosureAssignment(path: path, base: base, closure: closure)))
            }
            return .visitChildren
        }
    }

    /// The type and the function whose code holds `node`: the nearest enclosing class, struct or
    /// extension, and the declaration of the member it is in; nil outside any type.
    static func enclosing(_ node: some SyntaxProtocol) -> (typeName: String, member: Syntax?)? {
        var member: Syntax?
        var current = node.parent
        while let node = current {
            if member == nil, node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(VariableDeclSyntax.self) {
                member = node
            }
            if let type = node.as(ClassDeclSyntax.self) { return (type.name.text, member) }
            if let type = node.as(StructDeclSyntax.self) { return (type.name.text, member) }
            if let type = node.as(ExtensionDeclSyntax.self) { return (withoutGenericArguments(type.extendedType.trimmedDescription), member) }
            current = node.parent
        }
        return nil
    }

    /// Whether the object `assignment` gives its closure to is an instance of `typeName`, as the code
    /// around it says: made there (`let list = ListViewController()`) or declared so
    /// (`let onboarding: HomescreenOnboardingViewController`, `lazy var popup = ActionPopupView()`),
    /// in the member holding the assignment or among its type's stored properties.
    func gives(_ assignment: ClosureAssignment, to typeName: String) -> Bool {
        let base = SyntaxText.stripped(assignment.base)
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = access.declName.baseName.text
        } else {
            return false
        }
        guard let (_, member) = Self.enclosing(assignment.closure) else { return false }
        var places = [member?.trimmedDescription ?? ""]
        var current = member?.parent
        while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
        if let block = current?.as(MemberBlockSyntax.self) {
            places += block.members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.trimmedDescription }
        }
        return places.contains { Self.declares(name, as: typeName, in: $0) }
    }

    /// Whether `text` makes or declares `name` as `typeName`: `name = TypeName(`, `name = TypeName.init(`
    /// or `name: TypeName` (followed by no more of a name), `name` a whole word.
    static func declares(_ name: String, as typeName: String, in text: String) -> Bool {
        func isNamePart(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var searched = text[...]
        while let found = searched.range(of: name) {
            defer { searched = text[found.upperBound...] }
            guard !isNamePart(found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil) else { continue }
            let rest = text[found.upperBound...]
            if rest.hasPrefix(" = \(typeName)(") || rest.hasPrefix(" = \(typeName).init(") { return true }
            let declared = ": \(typeName)"
            if rest.hasPrefix(declared), !isNamePart(rest.dropFirst(declared.count).first) { return true }
        }
        return false
    }
}
