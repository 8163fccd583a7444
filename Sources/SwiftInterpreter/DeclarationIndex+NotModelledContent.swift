/// What a view controller's class shows that a11ysim does not model, its extensions and the
/// superclasses the app declares included (docs/code.md, "View controllers the app declares").
extension DeclarationIndex {
    /// ``NotModelledContent`` named by `declaration` (the class `name`), its extensions, or a
    /// superclass the app declares above it with its extensions (nearest to it, as
    /// ``viewControllers()`` follows them): a subclass of the app's web page controller that only sets
    /// its page shows that controller's web view; a `viewDidLoad` in an extension may host SwiftUI.
    /// A view or controller the code makes of a class neither UIKit nor the app declares (a library's
    /// pager, outside the export) placed as content is named too (``OutsideClassFinder``).
    /// The walk stops at a class seen before, so a cycle in hostile code ends.
    func notModelledContent(of declaration: TypePart, named name: String) -> [String] {
        var parts = typeParts(name, near: declaration.path), current = declaration
        var seen: Set<String> = [name]
        while let superclass = current.inherits.first.map(Self.withoutGenericArguments), seen.insert(superclass).inserted,
              let next = PathNearness.nearest(visible(classes[superclass] ?? [], from: current.path) { $0.path }, to: current.path, path: { $0.path }) {
            parts += typeParts(superclass, near: next.path)
            current = next
        }
        return NotModelledContent.named(in: parts)
            + OutsideClassFinder.classes(in: parts) { [self] in declaresType($0, near: declaration.path) }.map { "\($0) (a class outside the app's code)" }
    }
}
