import AccessibilityTree

/// Checks every behaviour step of a controller (or of the app delegate): controllers named by
/// transitions exist and can be shown that way, and every element a step names exists.
struct StepValidator {
    let document: SceneDocument
    let elementIDs: [String: Set<String>]
    /// The ids of elements `insert` steps create, which other steps may name.
    let insertedIDs: Set<String>

    /// The controllers' positions, so that a transition's target is looked up, not searched for.
    let positions: SceneDocument.ControllerPositions

    /// Each controller's step lists (``ControllerSpec/stepLists``), in the document's order: gathered
    /// once, for the inserted ids and then for validation, instead of walking every template twice.
    private let stepLists: [[(steps: [Step], hasSelf: Bool)]]

    init(document: SceneDocument, elementIDs: [String: Set<String>], positions: SceneDocument.ControllerPositions) {
        self.document = document
        self.elementIDs = elementIDs
        self.positions = positions
        stepLists = document.controllers.indices.map { document.controllers[$0].stepLists }
        var inserted: Set<String> = []
        let delegateLists = document.delegate.map { delegate in delegate.behaviours.events.map { delegate.behaviours[$0] ?? [] } } ?? []
        for steps in stepLists.flatMap({ $0.map(\.steps) }) + delegateLists {
            for step in steps.flatMap(\.flattened) { inserted.formUnion(step.insertedIDs) }
        }
        insertedIDs = inserted
    }

    /// Validates the steps of the document's controller at `position`.
    func validateController(at position: Int) throws(SceneLoadError) {
        for list in stepLists[position] { try validate(list.steps, hasSelf: list.hasSelf) }
    }

    /// Validates the handlers of a controller or the app delegate (which have no `self` element).
    func validate(_ behaviours: Behaviours) throws(SceneLoadError) {
        for event in behaviours.events { try validate(behaviours[event] ?? [], hasSelf: false) }
    }

    private func validate(_ steps: [Step], hasSelf: Bool) throws(SceneLoadError) {
        for step in steps { try validate(step, hasSelf: hasSelf) }
    }

    private func validate(_ step: Step, hasSelf: Bool) throws(SceneLoadError) {
        let location = step.mark.location
        func element(_ reference: ElementRef) throws(SceneLoadError) {
            switch reference {
            case .this:
                if !hasSelf {
                    throw SceneLoadError("'self' names the element a behaviour belongs to; controller, delegate and alert behaviours must name elements by id", at: location)
                }
            case .id(let id):
                if !insertedIDs.contains(id), !elementIDs.values.contains(where: { $0.contains(id) }) {
                    throw SceneLoadError("no element has the id '\(id)'; give the view, row or bar button item 'id: \(id)'", at: location)
                }
            }
        }
        func transition(_ transition: Transition, presents: Bool) throws(SceneLoadError) {
            guard let target = positions.template(named: transition.controller, in: document) else {
                throw SceneLoadError("no controller has the id or storyboard ID '\(transition.controller)'", at: location)
            }
            if transition.message != nil && target.kind != .alert {
                throw SceneLoadError("'message' applies to alerts; '\(target.id)' is a \(target.kind.rawValue) controller (use 'texts')", at: location)
            }
            if target.kind == .alert && !presents {
                throw SceneLoadError("'\(target.id)' is an alert; alerts are shown with 'present', not pushed", at: location)
            }
            var textTarget = target
            if case .navigation(let navigation) = target.content, let first = navigation.stack.first,
               let root = positions.template(withID: first, in: document) {
                textTarget = root
            }
            let ids = elementIDs[textTarget.id] ?? []
            for text in transition.texts where !ids.contains(text.element) {
                throw SceneLoadError("'texts' names '\(text.element)', which is not an element of controller '\(textTarget.id)'", at: location)
            }
        }
        switch step.action {
        case .show(let t), .push(let t), .showDetail(let t): try transition(t, presents: false)
        case .present(let t): try transition(t, presents: true)
        case .setValue(let r, _), .setText(let r, _), .setTitle(let r, _), .setHidden(let r, _), .setEnabled(let r, _),
             .setEditing(let r, _), .toggle(let r), .checkmark(let r), .remove(let r), .sendActions(let r, _):
            try element(r)
        case .insert(let insert):
            try element(insert.into)
            switch insert.content {
            case .row(let row): try validate(row.onSelect + row.onAccessory, hasSelf: true)
            case .item(let item): try validate(item.onSelect, hasSelf: true)
            case .view(let view):
                let template = ControllerSpec(id: "", content: .view(view))
                for list in template.stepLists { try validate(list.steps, hasSelf: list.hasSelf) }
            }
        case .post(_, .element(let r)), .post(_, .textOf(let r)): try element(r)
        case .conditional(let condition, let then, let otherwise):
            try element(condition.target)
            try validate(then, hasSelf: hasSelf)
            try validate(otherwise, hasSelf: hasSelf)
        case .pop, .popToRoot, .dismiss, .unwind, .selectTab, .turnPage, .post, .result, .postAppNotification:
            break
        }
    }
}
