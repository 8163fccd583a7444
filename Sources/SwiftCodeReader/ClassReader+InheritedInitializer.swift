import SwiftInterpreter
import SwiftSyntax

extension ClassReader {
    /// The initializer a controller made in code runs: its own (``codeInitializer(_:)``), else, when
    /// it declares no initializer at all, the nearest superclass's the app declares, which Swift's
    /// rule for a subclass that adds no designated initializer lets it inherit
    /// (`final class RequestsViewController: TimelineViewController {}` made with
    /// `RequestsViewController(viewModel:)`; docs/code.md, "View controllers built in code").
    static func initializerRun(_ parts: [DeclarationIndex.TypePart], inherited: [(typeName: String, part: DeclarationIndex.TypePart)])
        -> (InitializerDeclSyntax, DeclarationIndex.TypePart)? {
        if let own = codeInitializer(parts) { return own }
        guard !parts.contains(where: { $0.members.contains { $0.decl.is(InitializerDeclSyntax.self) } }) else { return nil }
        var typeNames: [String] = []
        for (typeName, _) in inherited where !typeNames.contains(typeName) { typeNames.append(typeName) }
        for typeName in typeNames.dropFirst() {
            let superParts = inherited.filter { $0.typeName == typeName }.map(\.part)
            if let found = codeInitializer(superParts) { return found }
            // A superclass with an initializer of its own that is not one to run stops the search.
            if superParts.contains(where: { $0.members.contains { $0.decl.is(InitializerDeclSyntax.self) } }) { return nil }
        }
        return nil
    }
}
