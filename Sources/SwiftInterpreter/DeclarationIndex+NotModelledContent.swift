/// What a view controller's class shows that a11ysim does not model, its extensions and the
/// superclasses the app declares included (docs/code.md, "View controllers the app declares").
extension DeclarationIndex {
    /// ``NotModelledContent`` named by `declaration` (the class `name`), its extensions, or a
    /// superclass the app declares above it with its extensions (nearest to it, as
    /// ``viewControllers()`` follows them): a subclass of the app's web page controller that only sets
    /// its page shows that controller's web view; a `viewDidLoad` in an extension may host SwiftUI.
    /// A view or controller the code makes of a class neither UIKit nor the app declares (a library's
    /// pager, outside the export) placed as content is named too (``OutsideClassFinder``), and so is
    /// what a child of the app's classes it places shows (`addChild(composeContent)`: `SwiftUI
    /// (UIHostingController) in ComposeContentViewController`), one level deep.
    /// The walk up the superclasses stops at a class seen before, so a cycle in hostile code ends.
    func notModelledContent(of declaration: TypePart, named name: String) -> [String] {
        let own = ownContent(of: declaration, named: name)
        var content = own.content
        // One level of embedding, not followed further: a child's own children are its business.
        for child in own.children where child != name {
            guard let next = PathNearness.nearest(visible(classes[child] ?? [], from: declaration.path) { $0.path }, to: declaration.path, path: { $0.path })
            else { continue }
            content += ownContent(of: next, named: child).content.map { "\($0) in \(child)" }
        }
        return content
    }

    /// What the class `name` itself shows that is not modelled (its superclasses the app declares
    /// included), and the app's classes it places as children (``OutsideClassFinder``).
    private func ownContent(of declaration: TypePart, named name: String) -> (content: [String], children: [String]) {
        var parts = typeParts(name, near: declaration.path), current = declaration
        var seen: Set<String> = [name]
        while let superclass = current.inherits.first.map(Self.withoutGenericArguments), seen.insert(superclass).inserted,
              let next = PathNearness.nearest(visible(classes[superclass] ?? [], from: current.path) { $0.path }, to: current.path, path: { $0.path }) {
            parts += typeParts(superclass, near: next.path)
            current = next
        }
        let placed = OutsideClassFinder.classes(in: parts) { [self] in declaresType($0, near: declaration.path) }
        return (NotModelledContent.named(in: parts) + placed.outside.map { "\($0) (a class outside the app's code)" }, placed.app)
    }
}
