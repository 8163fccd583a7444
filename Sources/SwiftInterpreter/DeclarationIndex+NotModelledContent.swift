/// What a view controller's class shows that a11ysim does not model, its superclasses the app
/// declares included (docs/code.md, "View controllers the app declares").
extension DeclarationIndex {
    /// ``NotModelledContent`` named by `declaration` (the class `name`) or by a superclass the app
    /// declares above it (nearest to it, as ``viewControllers()`` follows them): a subclass of the
    /// app's web page controller that only sets its page shows that controller's web view. The
    /// walk stops at a class seen before, so a cycle in hostile code ends.
    func notModelledContent(of declaration: TypePart, named name: String) -> [String] {
        var parts = [declaration], current = declaration
        var seen: Set<String> = [name]
        while let superclass = current.inherits.first.map(Self.withoutGenericArguments), seen.insert(superclass).inserted,
              let next = PathNearness.nearest(visible(classes[superclass] ?? [], from: current.path) { $0.path }, to: current.path, path: { $0.path }) {
            parts.append(next)
            current = next
        }
        return NotModelledContent.named(in: parts)
    }
}
