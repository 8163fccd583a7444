/// Short descriptions of what steps do, for transcripts when a behaviour has no selector or segue
/// name ("pushes Disclosure Buttons").
enum StepSummary {
    static func describe(_ steps: [Step], in document: SceneDocument) -> String {
        let parts = steps.compactMap { describe($0.action, in: document) }
        return parts.isEmpty ? "does nothing" : parts.joined(separator: ", then ")
    }

    /// A controller's name: the transition's title, else the template's title, class or id.
    private static func name(_ transition: Transition, in document: SceneDocument) -> String {
        let template = document.resolveController(transition.controller)
        return transition.title ?? template?.title ?? template?.className ?? "'\(transition.controller)'"
    }

    private static func describe(_ action: StepAction, in document: SceneDocument) -> String? {
        switch action {
        case .show(let t): return "shows \(name(t, in: document))"
        case .push(let t): return "pushes \(name(t, in: document))"
        case .showDetail(let t): return "shows \(name(t, in: document)) as the detail"
        case .present(let t): return "presents \(name(t, in: document))"
        case .pop: return "goes back"
        case .popToRoot: return "goes back to the first screen"
        case .dismiss: return "dismisses"
        case .unwind(let action): return "unwinds" + (action.map { " with \($0)" } ?? "")
        case .selectTab(.index(let index)): return "selects tab \(index + 1)"
        case .selectTab(.title(let title)): return "selects the tab '\(title)'"
        case .turnPage(let forward): return forward ? "turns to the next page" : "turns to the previous page"
        case .setValue(let target, let value): return "sets \(target) to \(value.compactText)"
        case .setText(let target, _), .setTitle(let target, _): return "changes the text of \(target)"
        case .setHidden(let target, let hidden): return (hidden ? "hides " : "shows ") + target.description
        case .setEnabled(let target, let enabled): return (enabled ? "enables " : "disables ") + target.description
        case .setEditing(let target, _): return "changes the editing mode of \(target)"
        case .toggle(let target): return "toggles \(target)"
        case .checkmark(let target): return "checks \(target)"
        case .insert(let insert): return "inserts into \(insert.into)"
        case .remove(let target): return "removes \(target)"
        case .post(.announcement, _): return "announces"
        case .post(let notification, _): return "posts \(notification.rawValue)"
        case .postAppNotification(let name): return "posts \(name)"
        case .sendActions(let target, let event): return "sends the \(event.rawValue) actions of \(target)"
        case .conditional: return "depends on the state"
        case .result: return nil
        }
    }
}
