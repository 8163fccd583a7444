import AccessibilityTree

extension Step {
    /// The step with the ids of the elements it names changed by `transform`: a cell copied from a
    /// prototype (`c1#2`) names its own views in the handlers it carries.
    func mappingIDs(_ transform: (String) -> String) -> Step {
        Step(action.mappingIDs(transform), mark: mark)
    }
}

extension StepAction {
    /// The action with the ids it names changed by `transform` (see ``Step/mappingIDs(_:)``).
    func mappingIDs(_ transform: (String) -> String) -> StepAction {
        func map(_ reference: ElementRef) -> ElementRef {
            if case .id(let id) = reference { return .id(transform(id)) }
            return reference
        }
        switch self {
        case .setValue(let reference, let value): return .setValue(map(reference), value)
        case .setText(let reference, let text): return .setText(map(reference), text)
        case .setTitle(let reference, let text): return .setTitle(map(reference), text)
        case .setHidden(let reference, let hidden): return .setHidden(map(reference), hidden)
        case .setEnabled(let reference, let enabled): return .setEnabled(map(reference), enabled)
        case .setEditing(let reference, let change): return .setEditing(map(reference), change)
        case .toggle(let reference): return .toggle(map(reference))
        case .checkmark(let reference): return .checkmark(map(reference))
        case .remove(let reference): return .remove(map(reference))
        case .sendActions(let reference, let event): return .sendActions(map(reference), event)
        case .post(let notification, .element(let reference)): return .post(notification, .element(map(reference)))
        case .post(let notification, .textOf(let reference)): return .post(notification, .textOf(map(reference)))
        case .conditional(var condition, let then, let otherwise):
            condition.target = map(condition.target)
            return .conditional(condition, then: then.map { $0.mappingIDs(transform) }, otherwise: otherwise.map { $0.mappingIDs(transform) })
        case .show, .push, .showDetail, .present, .pop, .popToRoot, .dismiss, .unwind, .selectTab, .turnPage, .insert, .post, .result, .postAppNotification:
            return self
        }
    }
}
