import SwiftSyntax

extension Interpreter {
    /// The facts of docking `value`, what the class's `inputAccessoryView` getter at `node` returned,
    /// as ``dockInputAccessoryView(_:)`` does.
    package func dockingInputAccessoryView(_ value: Value, entry: String, at node: some SyntaxProtocol,
                                           in part: DeclarationIndex.TypePart) -> [CodeStep] {
        begin(entry)
        frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
        statementLocation = location(of: node)
        dockInputAccessoryView(value)
        return end(nil).steps
    }

    /// The view a first-responder controller's `inputAccessoryView` getter returns: a view made in
    /// code is docked at the bottom of the window (docs/voiceover.md, "A first responder's input
    /// accessory view"). Of views returned on different paths (`isForwarding ? forwardBar :
    /// composerBar`), the first path's is docked; a view the code did not make here is left alone.
    func dockInputAccessoryView(_ value: Value) {
        var candidates = [value]
        if case .oneOf(let values) = value { candidates = values }
        guard let view = candidates.first(where: { if case .object(.created(_, let id)) = $0 { createdViews[id] != nil } else { false } }) else {
            leaveAlone("returns \(value.origin ?? "a view the code did not make here") from inputAccessoryView, which is not docked")
            return
        }
        place(view, in: .this, .inputAccessoryView)
    }
}
