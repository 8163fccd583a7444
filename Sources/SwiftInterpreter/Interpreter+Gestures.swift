extension Interpreter {
    /// `UITapGestureRecognizer(target:action:)`: a recognizer the code makes, remembering its action's
    /// name for ``addGestureRecognizer(_:)``.
    func makeTapGestureRecognizer(_ call: Call) -> Value {
        createdCount += 1
        let recognizer = ObjectRef.created("UITapGestureRecognizer", createdCount)
        if case .selector(let selector)? = call.argument("action") {
            state.objectProperties[recognizer, default: [:]]["action"] = .selector(selector)
        }
        return .object(recognizer)
    }

    /// `view.addGestureRecognizer(_:)`: a tap recognizer the code made, added to a view the model
    /// holds (the root view, an outlet, a view made in code), is a fact about that view
    /// (docs/audit-rules.md, tap-gesture-not-accessible); any other recognizer is left alone, saying so.
    func addGestureRecognizer(_ call: Call) {
        guard case .object(let recognizer)? = call.argument(nil), case .created("UITapGestureRecognizer", _) = recognizer else {
            leaveAlone("adds a gesture recognizer other than a UITapGestureRecognizer the code makes; only those are modelled")
            return
        }
        guard let target = call.object?.target else {
            leaveAlone("adds a tap gesture recognizer to a view the model does not hold")
            return
        }
        var action = ""
        if case .selector(let selector)? = state.objectProperties[recognizer]?["action"] {
            action = String(selector.prefix { $0 != "(" && $0 != ":" })
        }
        effect(.set(target, .tapGestureRecognizer(action: action)))
    }
}
