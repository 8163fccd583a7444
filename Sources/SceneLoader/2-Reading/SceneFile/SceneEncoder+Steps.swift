import AccessibilityTree

extension SceneEncoder {
    static func encode(step: Step) -> JSONValue {
        func single(_ key: String, _ value: JSONValue) -> JSONValue { .object([(key, value)]) }
        func targeted(_ key: String, _ target: ElementRef, _ name: String, _ value: JSONValue) -> JSONValue {
            single(key, .object([("target", .string(target.description)), (name, value)]))
        }
        switch step.action {
        case .show(let transition): return single("show", encode(transition: transition))
        case .push(let transition): return single("push", encode(transition: transition))
        case .showDetail(let transition): return single("showDetail", encode(transition: transition))
        case .present(let transition): return single("present", encode(transition: transition))
        case .pop: return .string("pop")
        case .popToRoot: return .string("popToRoot")
        case .dismiss: return .string("dismiss")
        case .unwind(let action): return action.map { single("unwind", .string($0)) } ?? .string("unwind")
        case .selectTab(.index(let index)): return single("selectTab", .number(Double(index)))
        case .selectTab(.title(let title)): return single("selectTab", .string(title))
        case .turnPage(let forward): return single("turnPage", .string(forward ? "next" : "previous"))
        case .postAppNotification(let name): return single("postAppNotification", .string(name))
        case .sendActions(let target, let event): return targeted("sendActions", target, "event", .string(event.rawValue))
        case .setValue(let target, let value): return targeted("setValue", target, "value", .number(value))
        case .setText(let target, let text): return targeted("setText", target, "text", .string(text))
        case .setTitle(let target, let title): return targeted("setTitle", target, "title", .string(title))
        case .setHidden(let target, let hidden): return targeted("setHidden", target, "hidden", .bool(hidden))
        case .setEnabled(let target, let enabled): return targeted("setEnabled", target, "enabled", .bool(enabled))
        case .setEditing(let target, let change):
            let value: JSONValue = change == .toggle ? .string("toggle") : .bool(change == .on)
            return targeted("setEditing", target, "editing", value)
        case .toggle(let target): return single("toggle", .string(target.description))
        case .checkmark(let target): return single("checkmark", .string(target.description))
        case .remove(let target): return single("remove", .string(target.description))
        case .insert(let insert): return single("insert", encode(insert: insert))
        case .post(.announcement, .text(let text)): return single("announce", .string(text))
        case .post(.announcement, .textOf(let target)): return single("announce", .object([("textOf", .string(target.description))]))
        case .post(let notification, .none): return single("post", .string(notification.rawValue))
        case .post(let notification, let argument):
            var object = JSONObjectBuilder()
            object.add("notification", notification.rawValue)
            switch argument {
            case .element(let target): object.add("element", target.description)
            case .text(let text): object.add("text", text)
            case .textOf(let target): object.add("textOf", target.description)
            case .none: break
            }
            return single("post", object.value)
        case .conditional(let condition, let then, let otherwise):
            var test = JSONObjectBuilder()
            test.add("target", condition.target.description)
            switch condition.test {
            case .state(let state): test.add(condition.negated ? "not" : "is", state.rawValue)
            case .text(let text): test.add("text", text)
            }
            var object = JSONObjectBuilder()
            object.add("if", test.value)
            object.add("then", .array(then.map(encode(step:))))
            object.add("else", list: otherwise.map(encode(step:)))
            return object.value
        case .result(let handled): return .string(handled ? "handled" : "unhandled")
        }
    }

    static func encode(transition: Transition) -> JSONValue {
        if transition.isPlain { return .string(transition.controller) }
        var object = JSONObjectBuilder()
        object.add("controller", transition.controller)
        object.add("style", transition.style?.rawValue)
        object.add("title", transition.title)
        object.add("message", transition.message)
        if !transition.texts.isEmpty {
            object.add("texts", .object(transition.texts.map { ($0.element, .string($0.text)) }))
        }
        return object.value
    }

    static func encode(insert: InsertSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("into", insert.into.description)
        switch insert.content {
        case .row(let row): object.add("row", encode(row: row))
        case .view(let view): object.add("view", encode(view: view))
        case .item(let item): object.add("item", encode(item: item))
        }
        object.add("section", insert.section, unless: 0)
        object.add("at", insert.index)
        return object.value
    }
}
