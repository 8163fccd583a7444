import SwiftSyntax

/// `UIAction` handlers (docs/code.md, "Actions and menus"): `UIButton(primaryAction:)` titles the
/// button with the action's title, as UIKit does, and `addAction(_:for:)` adds the action to a
/// control; either way the handler runs when the control is activated, like a target-action.
extension Interpreter {
    /// A `UIAction`'s handler, kept to run when the control it is added to is activated.
    package struct ActionHandler {
        /// The closure.
        package var closure: Value
        /// How transcripts and explanations name it: `UIAction "Share"`.
        package var name: String
        /// Where the `UIAction` is made.
        package var location: CodeLocation
    }

    /// `UIAction(title:image:handler:)` (the handler also as a trailing closure): an object with its
    /// title, image and handler.
    func makeAction(_ call: Call) -> Value {
        createdCount += 1
        let action = ObjectRef.created("UIAction", createdCount)
        madeActions[createdCount] = location(of: call.syntax)
        // Its state, attributes, subtitle, discoverability title (Interpreter+MenuElements).
        var properties = menuElementArguments(call)
        if let title = call.argument("title") { properties["title"] = title }
        if let image = call.argument("image") { properties["image"] = image }
        if let handler = call.closures.first { properties["handler"] = handler }
        state.objectProperties[action] = properties
        return .object(action)
    }

    /// `UIButton(primaryAction:)`, `UIButton(type:primaryAction:)`: the action's title (else its
    /// image) is the button's, and its handler runs on activation.
    func addPrimaryAction(_ action: Value, to button: ObjectRef) {
        guard case .object(let made) = action, case .created("UIAction", _) = made else {
            leaveAlone("makes a button with a primary action the interpreter cannot tell")
            return
        }
        let properties = state.objectProperties[made] ?? [:]
        if let title = properties["title"], title != .none, title.knownText != "" {
            setUIKitProperty(of: button, "title", title)
        } else if let image = properties["image"] {
            setImage(of: button, image)
        }
        addHandler(of: made, to: button, event: "primaryActionTriggered")
    }

    /// `control.addAction(action, for: .touchUpInside)`: the handler runs when the control sends the
    /// event; the action's title does not title the control (UIKit's does not either).
    func addAction(_ call: Call) {
        guard let control = call.object else {
            leaveAlone("calls addAction on \(call.base?.origin ?? "a value") the interpreter cannot follow")
            return
        }
        guard case .object(let made)? = call.argument(nil), case .created("UIAction", _) = made else {
            leaveAlone("calls addAction with a value other than a UIAction the code makes (an alert's action is not modelled)")
            return
        }
        guard case .enumCase(let event, _)? = call.argument("for"), UIKitAPI.addTargetEvents.contains(event) else {
            leaveAlone("adds an action for a control event the interpreter cannot tell")
            return
        }
        addHandler(of: made, to: control, event: event)
    }

    private func addHandler(of action: ObjectRef, to control: ObjectRef, event: String) {
        guard let key = handlerSelector(of: action) else {
            leaveAlone("adds a UIAction without a handler the interpreter can tell")
            return
        }
        guard let target = control.target else {
            leaveAlone("adds an action to \(control.name), which the model does not hold")
            return
        }
        effect(.addTarget(target, selector: key, event: event))
    }

    /// Keeps the handler of a `UIAction` the code made, to run when it is sent; the selector its
    /// target-action names: the action and where it is made, unique in the app. Nil without a handler.
    func handlerSelector(of action: ObjectRef) -> String? {
        let properties = state.objectProperties[action] ?? [:]
        guard let handler = properties["handler"], case .created(_, let id) = action, let made = madeActions[id] else { return nil }
        let title = properties["title"].flatMap(Self.text(of:))?.0
        let name = title.map { "UIAction \"\($0)\"" } ?? "UIAction"
        let key = "\(name) (\(made.file.split(separator: "/").last ?? ""):\(made.line):\(made.column))"
        actionHandlers[key] = ActionHandler(closure: handler, name: name, location: made)
        return key
    }

    /// Runs a control's `UIAction` handler as UIKit calls it when the control is activated, `entry`
    /// naming it in the facts.
    package func run(_ handler: ActionHandler, entry: String) -> Run {
        begin(entry)
        guard case .closure(let id) = handler.closure, closures.indices.contains(id) else { return end(nil) }
        let closure = closures[id]
        frames = [Frame(this: closure.this, typeName: closure.typeName, part: closure.part, name: nil, key: nil)]
        statementLocation = handler.location
        // The handler's own statements set `statementLocation` as they run.
        _ = invoke(handler.closure, [.unknown("action")])
        return end(nil)
    }
}
