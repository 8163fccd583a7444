import AccessibilityTree

extension SceneDecoder {
    /// The key of an event under `on:` (scroll directions are nested under `scroll`).
    static func eventKey(_ event: BehaviourEvent) -> String {
        switch event {
        case .activate: return "activate"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .escape: return "escape"
        case .magicTap: return "magicTap"
        case .scroll: return "scroll"
        case .lifecycle(let event): return event.rawValue
        case .announcementDidFinish: return "announcementDidFinish"
        }
    }

    static let scrollKeys = AccessibilityScrollDirection.allCases.map(\.rawValue) + ["any"]

    func decodeBehaviours(_ node: SceneNode, owner: BehaviourOwner) throws(SceneLoadError) -> Behaviours {
        var keys: [String] = []
        for event in owner.allowedEvents where !keys.contains(Self.eventKey(event)) { keys.append(Self.eventKey(event)) }
        let what = owner == .element ? "an element's 'on'" : owner == .controller ? "a controller's 'on'" : "the app delegate's 'on'"
        let reader = try MappingReader(node, what: what, keys: keys)
        var behaviours = Behaviours()
        for entry in reader.entries where !entry.value.isNull {
            if entry.key == "scroll" {
                if case .mapping = entry.value.value, !Self.isHandler(entry.value) {
                    let directions = try MappingReader(entry.value, what: "'scroll'", keys: Self.scrollKeys)
                    for direction in directions.entries {
                        try decodeHandler(direction.value, for: .scroll(AccessibilityScrollDirection(rawValue: direction.key)), into: &behaviours)
                    }
                } else {
                    try decodeHandler(entry.value, for: .scroll(nil), into: &behaviours)
                }
                continue
            }
            guard let event = owner.allowedEvents.first(where: { Self.eventKey($0) == entry.key }) else { continue }
            try decodeHandler(entry.value, for: event, into: &behaviours)
        }
        return behaviours
    }

    /// The keys of a handler written with what transcripts say for it: `{summary: …, do: [steps]}`.
    static let handlerKeys = ["summary", "do"]

    /// Whether `node` is a handler with a summary rather than steps (a step's one key is its name,
    /// never `do`).
    static func isHandler(_ node: SceneNode) -> Bool {
        guard case .mapping(let entries) = node.value else { return false }
        return entries.contains { $0.key == "do" }
    }

    /// The handler of `event`: steps, or for a gesture `{summary, do}`, whose summary transcripts show
    /// in place of the responder (as for handlers read from the app's Swift code).
    private func decodeHandler(_ node: SceneNode, for event: BehaviourEvent, into behaviours: inout Behaviours) throws(SceneLoadError) {
        guard event.isGesture, Self.isHandler(node) else {
            behaviours[event] = try decodeSteps(node)
            return
        }
        let reader = try MappingReader(node, what: "'\(Self.eventKey(event))'", keys: Self.handlerKeys)
        behaviours[event] = try decodeSteps(reader.required("do"))
        if let summary = try reader.string("summary") { behaviours.summaries[event] = summary }
    }

    /// A list of steps, or a single step.
    func decodeSteps(_ node: SceneNode) throws(SceneLoadError) -> [Step] {
        if case .sequence(let items) = node.value {
            return try items.map { item throws(SceneLoadError) in try decodeStep(item) }
        }
        return [try decodeStep(node)]
    }

    static let bareSteps = ["pop", "popToRoot", "dismiss", "unwind", "handled", "unhandled"]
    static let stepNames = [
        "show", "push", "showDetail", "present", "pop", "popToRoot", "dismiss", "unwind", "selectTab", "turnPage",
        "setValue", "setText", "setTitle", "setHidden", "setEnabled", "setEditing", "toggle", "checkmark",
        "insert", "remove", "post", "announce", "if", "handled", "unhandled", "sendActions",
    ]

    func decodeStep(_ node: SceneNode) throws(SceneLoadError) -> Step {
        let mark = SourceMark(node.location)
        switch node.value {
        case .scalar(let scalar):
            switch scalar.text {
            case "pop": return Step(.pop, mark: mark)
            case "popToRoot": return Step(.popToRoot, mark: mark)
            case "dismiss": return Step(.dismiss, mark: mark)
            case "unwind": return Step(.unwind(action: nil), mark: mark)
            case "handled": return Step(.result(true), mark: mark)
            case "unhandled": return Step(.result(false), mark: mark)
            default:
                throw SceneLoadError("'\(scalar.text)' is not a step; write one of \(Self.bareSteps.joined(separator: ", ")) alone, or a mapping such as '{push: detail}' (steps: \(Self.stepNames.joined(separator: ", ")))", at: node.location)
            }
        case .sequence:
            throw ValueReader.mismatch("a step (e.g. 'pop' or '{push: detail}')", node)
        case .mapping(let entries):
            if entries.contains(where: { $0.key == "if" }) { return Step(try decodeConditional(node), mark: mark) }
            guard entries.count == 1, let entry = entries.first else {
                throw SceneLoadError("a step is a mapping with one key (the step's name), found \(entries.count) keys; put each step in its own list item", at: node.location)
            }
            guard Self.stepNames.contains(entry.key) else {
                var message = "unknown step '\(entry.key)'"
                if let closest = MappingReader.closest(to: entry.key, in: Self.stepNames) { message += " (did you mean '\(closest)'?)" }
                throw SceneLoadError(message + "; expected one of: \(Self.stepNames.joined(separator: ", "))", at: entry.keyLocation)
            }
            return Step(try decodeStepAction(entry.key, entry.value), mark: mark)
        }
    }

    private func decodeStepAction(_ name: String, _ value: SceneNode) throws(SceneLoadError) -> StepAction {
        switch name {
        case "show": return .show(try decodeTransition(value, name))
        case "push": return .push(try decodeTransition(value, name))
        case "showDetail": return .showDetail(try decodeTransition(value, name))
        case "present": return .present(try decodeTransition(value, name))
        case "pop": return .pop
        case "popToRoot": return .popToRoot
        case "dismiss": return .dismiss
        case "unwind": return .unwind(action: value.isNull ? nil : try ValueReader.string(value, "'unwind'"))
        case "handled": return .result(true)
        case "unhandled": return .result(false)
        case "selectTab":
            if case .scalar(let scalar) = value.value, !scalar.isQuoted, let index = Int(scalar.text) {
                guard index >= 0 else { throw SceneLoadError("'selectTab' takes a tab index from 0 or a tab title", at: value.location) }
                return .selectTab(.index(index))
            }
            return .selectTab(.title(try ValueReader.string(value, "'selectTab'")))
        case "turnPage":
            switch try ValueReader.string(value, "'turnPage'") {
            case "next": return .turnPage(forward: true)
            case "previous": return .turnPage(forward: false)
            default: throw ValueReader.mismatch("next or previous for 'turnPage'", value)
            }
        case "setValue":
            let reader = try MappingReader(value, what: "'setValue'", keys: ["target", "value"])
            return .setValue(try target(reader), try ValueReader.double(try reader.required("value"), "'value'", in: -Limits.maximumCoordinate...Limits.maximumCoordinate))
        case "setText":
            let reader = try MappingReader(value, what: "'setText'", keys: ["target", "text"])
            return .setText(try target(reader), try reader.string("text") ?? "")
        case "setTitle":
            let reader = try MappingReader(value, what: "'setTitle'", keys: ["target", "title"])
            return .setTitle(try target(reader), try reader.string("title") ?? "")
        case "setHidden":
            let reader = try MappingReader(value, what: "'setHidden'", keys: ["target", "hidden"])
            return .setHidden(try target(reader), try reader.bool("hidden") ?? true)
        case "setEnabled":
            let reader = try MappingReader(value, what: "'setEnabled'", keys: ["target", "enabled"])
            return .setEnabled(try target(reader), try reader.bool("enabled") ?? true)
        case "setEditing":
            let reader = try MappingReader(value, what: "'setEditing'", keys: ["target", "editing"])
            let change: EditingChange
            if let node = reader["editing"], case .scalar(let scalar) = node.value, scalar.text == "toggle" {
                change = .toggle
            } else {
                change = try reader.bool("editing") ?? true ? .on : .off
            }
            return .setEditing(try target(reader), change)
        case "toggle": return .toggle(try reference(value, "'toggle'"))
        case "checkmark": return .checkmark(try reference(value, "'checkmark'"))
        case "remove": return .remove(try reference(value, "'remove'"))
        case "insert": return .insert(try decodeInsert(value))
        case "post": return try decodePost(value)
        case "postAppNotification": return .postAppNotification(try ValueReader.string(value, "'postAppNotification'"))
        case "sendActions":
            let reader = try MappingReader(value, what: "'sendActions'", keys: ["target", "event"])
            let name = try reader.string("event") ?? ""
            guard let event = ControlEvent(rawValue: name) else {
                throw ValueReader.mismatch("a control event (\(ControlEvent.allCases.map(\.rawValue).joined(separator: ", "))) for 'event'", reader["event"] ?? value)
            }
            return .sendActions(try target(reader), event)
        case "announce": return .post(.announcement, try decodeSpokenArgument(value, "'announce'"))
        default: throw ValueReader.mismatch("a step", value)
        }
    }

    static let transitionKeys = ["controller", "style", "title", "message", "texts"]

    private func decodeTransition(_ node: SceneNode, _ name: String) throws(SceneLoadError) -> Transition {
        if case .scalar = node.value { return Transition(controller: try ValueReader.string(node, "'\(name)'")) }
        let reader = try MappingReader(node, what: "'\(name)'", keys: Self.transitionKeys)
        var texts: [TextAssignment] = []
        if let textsNode = reader["texts"] {
            guard case .mapping(let entries) = textsNode.value else {
                throw ValueReader.mismatch("a mapping of element ids to texts for 'texts'", textsNode)
            }
            for entry in entries {
                texts.append(TextAssignment(element: entry.key, text: try ValueReader.string(entry.value, "the text for '\(entry.key)'")))
            }
        }
        return Transition(controller: try reader.requiredString("controller"),
                          style: try reader.choice("style", ModalPresentationStyle.self),
                          title: try reader.string("title"), message: try reader.string("message"), texts: texts)
    }

    private func target(_ reader: MappingReader) throws(SceneLoadError) -> ElementRef {
        try reference(try reader.required("target"), "'target'")
    }

    /// `self`, or an element id.
    func reference(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> ElementRef {
        let text = try ValueReader.string(node, "an element id or 'self' for \(what)")
        guard !text.isEmpty else { throw ValueReader.mismatch("an element id or 'self' for \(what)", node) }
        return text == "self" ? .this : .id(text)
    }

    private func decodeInsert(_ node: SceneNode) throws(SceneLoadError) -> InsertSpec {
        let reader = try MappingReader(node, what: "'insert'", keys: ["into", "row", "view", "item", "section", "at"])
        let given = ["row", "view", "item"].filter { reader.has($0) }
        guard given.count == 1 else {
            throw SceneLoadError("'insert' takes exactly one of 'row', 'view' or 'item'", at: node.location)
        }
        let content: InsertContent
        switch given[0] {
        case "row": content = .row(try decodeRow(try reader.required("row")))
        case "item": content = .item(try decodeItem(try reader.required("item")))
        default: content = .view(try decodeView(try reader.required("view"), defaultType: nil))
        }
        return InsertSpec(into: try reference(try reader.required("into"), "'into'"), content: content,
                          section: try reader.int("section", in: 0...10_000) ?? 0, index: try reader.int("at", in: 0...Limits.maximumRows))
    }

    private func decodePost(_ node: SceneNode) throws(SceneLoadError) -> StepAction {
        if case .scalar = node.value {
            return .post(try ValueReader.choice(node, "'post'", AccessibilityNotification.self), .none)
        }
        let reader = try MappingReader(node, what: "'post'", keys: ["notification", "element", "text", "textOf"])
        let notification = try ValueReader.choice(try reader.required("notification"), "'notification'", AccessibilityNotification.self)
        let arguments = ["element", "text", "textOf"].filter { reader.has($0) }
        guard arguments.count <= 1 else {
            throw SceneLoadError("'post' takes at most one of 'element', 'text' or 'textOf'", at: node.location)
        }
        switch arguments.first {
        case "element": return .post(notification, .element(try reference(try reader.required("element"), "'element'")))
        case "text": return .post(notification, .text(try reader.requiredString("text")))
        case "textOf": return .post(notification, .textOf(try reference(try reader.required("textOf"), "'textOf'")))
        default: return .post(notification, .none)
        }
    }

    /// A text to speak, or `{textOf: id}` for an element's label.
    private func decodeSpokenArgument(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> NotificationArgumentSpec {
        if case .scalar = node.value { return .text(try ValueReader.string(node, what)) }
        let reader = try MappingReader(node, what: what, keys: ["text", "textOf"])
        if let text = try reader.string("text") { return .text(text) }
        return .textOf(try reference(try reader.required("textOf"), "'textOf'"))
    }

    private func decodeConditional(_ node: SceneNode) throws(SceneLoadError) -> StepAction {
        let reader = try MappingReader(node, what: "an 'if' step", keys: ["if", "then", "else"])
        let test = try MappingReader(try reader.required("if"), what: "the condition of 'if'", keys: ["target", "is", "not", "text"])
        let given = ["is", "not", "text"].filter { test.has($0) }
        guard given.count == 1 else {
            throw SceneLoadError("the condition of 'if' takes one of 'is' or 'not' (\(ConditionState.allCases.map(\.rawValue).joined(separator: ", "))) or 'text'", at: reader["if"]?.location)
        }
        let condition: Condition
        if let text = try test.string("text") {
            condition = Condition(target: try target(test), test: .text(text))
        } else {
            let stateNode = try test.required(given[0])
            condition = Condition(target: try target(test), test: .state(try ValueReader.choice(stateNode, "the state", ConditionState.self)),
                                  negated: given[0] == "not")
        }
        return .conditional(condition,
                            then: try reader["then"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? [],
                            otherwise: try reader["else"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? [])
    }
}
