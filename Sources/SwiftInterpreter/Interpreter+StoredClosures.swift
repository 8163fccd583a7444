/// Closures kept in a stored property and called later (docs/code.md, "Coordinators and factories"):
/// `onSelect?()` runs the closure the property holds — one the class gave itself earlier, else the
/// closures the app's code gives that property of an instance of the class (a coordinator's `start()`,
/// a parent screen's setup: `list.onSelect = { [weak self] in self?.showDetail() }`), each run on an
/// instance of the type whose code made it, its state unknown, as a coordinator's method runs.
extension Interpreter {
    /// Calls the closure in the stored property `name` of `owner`; nil when `name` is not a stored
    /// property of one of the app's types, or it holds no closure the interpreter can find.
    func callStoredClosure(_ name: String, of owner: Value, _ arguments: [Argument]) -> Value? {
        guard let typeName = appType(of: owner), let found = variable(name, of: typeName), Self.isStored(found.binding) else { return nil }
        let held: Value?
        switch owner {
        case .object(.this): held = state.fields[name]
        case .instance(let id): held = state.instances[id]?.fields[name]
        default: held = nil
        }
        if let held, case .closure = held { return invoke(held, arguments.map(\.value)) }
        let given = index.apps.visible(index.closureAssignments[name] ?? [], from: found.part.path, path: \.path)
            .filter { index.gives($0, to: typeName) }
        var ran = false
        for assignment in given {
            guard let (maker, _) = DeclarationIndex.enclosing(assignment.closure),
                  let part = index.typeParts(maker, near: assignment.path).first(where: { $0.path == assignment.path }) else { continue }
            closures.append(Closure(syntax: assignment.closure, captured: [:], this: .instance(newInstance(of: maker)), typeName: maker, part: part))
            _ = invoke(.closure(closures.count - 1), arguments.map(\.value))
            ran = true
        }
        return ran ? .unknown("\(name)'s result") : nil
    }
}
