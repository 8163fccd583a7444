extension Interpreter {
    /// `UITapGestureRecognizer(target:action:)`, or `UITapGestureRecognizer()` given its action later
    /// with `addTarget(_:action:)`: a recognizer the code makes, remembering its action's name for
    /// ``addGestureRecognizer(_:)``.
    func makeTapGestureRecognizer(_ call: Call) -> Value {
        createdCount += 1
        let recognizer = ObjectRef.created("UITapGestureRecognizer", createdCount)
        if case .selector(let selector)? = call.argument("action") {
            state.objectProperties[recognizer, default: [:]]["action"] = .selector(selector)
        }
        return .object(recognizer)
    }

    /// `recognizer.addTarget(self, action: #selector(openPhoto))` on a tap recognizer the code made.
    func addRecognizerTarget(_ call: Call) {
        guard case .object(let recognizer)? = call.base, case .selector(let selector)? = call.argument("action") else {
            leaveAlone("adds a target to a gesture recognizer with an action the interpreter cannot tell")
            return
        }
        state.objectProperties[recognizer, default: [:]]["action"] = .selector(selector)
    }

    /// What the code sets on a tap recognizer it made: `isEnabled` decides whether it is judged
    /// (``judgeAddedRecognizers()``); the number of taps or touches it needs, its delegate and the
    /// like are understood — a recognizer needing two taps is still a tap recognizer VoiceOver's
    /// activation does not reach (docs/audit-rules.md, tap-gesture-not-accessible). False for any
    /// other object.
    func setRecognizerProperty(of object: ObjectRef, _ name: String) -> Bool {
        guard case .created("UITapGestureRecognizer", _) = object else { return false }
        if !UIKitAPI.tapRecognizerProperties.contains(name) {
            leaveAlone("sets \(name) of a tap gesture recognizer, which the UIKit table does not have")
        }
        return true
    }

    /// `view.gestureRecognizers = [tap]`: each recognizer of a list the interpreter can tell is added
    /// as ``addGestureRecognizer(_:)`` adds it. False for any other property.
    func setGestureRecognizers(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        guard name == "gestureRecognizers" else { return false }
        guard case .array(let recognizers) = value else {
            leaveAlone("sets gestureRecognizers to a list the interpreter cannot tell")
            return true
        }
        for recognizer in recognizers {
            add(recognizer, to: object)
        }
        return true
    }

    /// `view.addGestureRecognizer(_:)`: a tap recognizer the code made, added to a view the model
    /// holds (the root view, an outlet, a view made in code), is a fact about that view
    /// (docs/audit-rules.md, tap-gesture-not-accessible) once the entry point ends with it enabled;
    /// any other recognizer is left alone, saying so.
    func addGestureRecognizer(_ call: Call) {
        add(call.argument(nil) ?? .none, to: call.object)
    }

    private func add(_ value: Value, to view: ObjectRef?) {
        guard case .object(let recognizer) = value, case .created("UITapGestureRecognizer", _) = recognizer else {
            leaveAlone("adds a gesture recognizer other than a UITapGestureRecognizer the code makes; only those are modelled")
            return
        }
        guard let target = view?.target else {
            leaveAlone("adds a tap gesture recognizer to a view the model does not hold")
            return
        }
        var action = ""
        if case .selector(let selector)? = state.objectProperties[recognizer]?["action"] {
            action = String(selector.prefix { $0 != "(" && $0 != ":" })
        }
        var step = CodeStep(.set(target, .tapGestureRecognizer(action: action)), at: statementLocation, in: entry)
        step.via = frames.compactMap(\.name)
        step.isConditional = conditional > 0
        addedRecognizers.append((recognizer, step))
    }

    /// The tap recognizers the entry point added, as facts: those whose `isEnabled` is not false on
    /// any path (a disabled one does nothing; one enabled only on some paths has no evidence).
    func judgeAddedRecognizers() {
        for (recognizer, step) in addedRecognizers {
            let enabled = state.objectProperties[recognizer]?["isEnabled"] ?? .bool(true)
            guard enabled == .bool(true) else {
                notes.append(CodeNote(location: step.location, reason: "\(step.route): left alone: addGestureRecognizer — the tap gesture recognizer is disabled (isEnabled) on some path, so it is not judged"))
                continue
            }
            steps.append(step)
        }
        addedRecognizers = []
    }
}
