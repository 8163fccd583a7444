import SwiftSyntax

extension Interpreter {
    /// The facts of docking `value`, what the class's `inputAccessoryView` getter at `node` returned,
    /// as ``dockInputAccessoryView(_:)`` does, with the notes of what it leaves alone.
    package func dockingInputAccessoryView(_ value: Value, entry: String, at node: some SyntaxProtocol,
                                           in part: DeclarationIndex.TypePart) -> Run {
        begin(entry)
        frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
        statementLocation = location(of: node)
        statementIssue = nil
        dockInputAccessoryView(value)
        // Docking is not a statement of the getter: what it leaves alone is noted at the getter.
        if let issue = statementIssue {
            note(node, issue)
            statementIssue = nil
        }
        return end(nil)
    }

    /// The view a first-responder controller's `inputAccessoryView` getter returns: a view made in
    /// code is docked at the bottom of the window (docs/voiceover.md, "A first responder's input
    /// accessory view"). Of views returned on different paths (`isForwarding ? forwardBar :
    /// composerBar`), the first path's is docked and each other path's is left alone, saying so; a
    /// view the code did not make here is left alone.
    func dockInputAccessoryView(_ value: Value) {
        var candidates = [value]
        if case .oneOf(let values) = value { candidates = values }
        guard let view = candidates.first(where: { if case .object(.created(_, let id)) = $0 { createdViews[id] != nil } else { false } }) else {
            leaveAlone("returns \(value.origin ?? "a view the code did not make here") from inputAccessoryView, which is not docked")
            return
        }
        place(view, in: .this, .inputAccessoryView)
        let others = candidates.filter { $0 != view }.map { other in
            if case .object(let object) = other { object.name } else { other.origin ?? "another value" }
        }
        if !others.isEmpty {
            leaveAlone("returns \(others.joined(separator: ", ")) from inputAccessoryView on another path, which is not docked: the app's state decides, and only the first path's view is shown")
        }
    }
}
