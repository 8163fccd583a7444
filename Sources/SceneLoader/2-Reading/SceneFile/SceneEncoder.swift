import AccessibilityTree

/// Writes a ``SceneDocument`` as a JSON scene file that decodes back to an equal document.
///
/// Keys at their default values are left out; everything else is written in a fixed order, so the
/// output is deterministic and diffable. Short lists of numbers and text stay on one line.
enum SceneEncoder {
    static func encode(_ document: SceneDocument) -> String {
        var root = JSONObjectBuilder()
        root.add("version", 1)
        root.add("device", document.device.map(encode(device:)))
        root.add("delegate", document.delegate.map(encode(delegate:)))
        root.add("root", document.root)
        root.add("presented", list: document.presented.map(encode(presentation:)))
        root.add("controllers", .object(document.controllers.map { ($0.id, encode(controller: $0)) }))
        return root.value.text(.indented(inlineWidth: 100)) + "\n"
    }

    static func encode(device: Device) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("idiom", device.idiom.rawValue)
        object.add("size", encode(size: device.portraitSize))
        object.add("orientation", device.orientation.rawValue)
        object.add("layoutDirection", device.layoutDirection.rawValue)
        return object.value
    }

    static func encode(delegate: DelegateSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("class", delegate.className)
        object.add("on", encode(behaviours: delegate.behaviours))
        return object.value
    }

    static func encode(presentation: PresentationSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("controller", presentation.controller)
        object.add("style", presentation.style?.rawValue)
        return object.value
    }

    static func encode(controller: ControllerSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("kind", controller.kind.rawValue)
        object.add("class", controller.className)
        object.add("storyboardID", controller.storyboardID)
        object.add("title", controller.title)
        switch controller.content {
        case .view(let view), .table(let view), .collection(let view):
            object.add("view", view.map(encode(view:)))
        case .navigation(let navigation):
            object.add("stack", strings: navigation.stack)
            object.add("navigationBarHidden", navigation.navigationBarHidden, unless: false)
            object.add("toolbarHidden", navigation.toolbarHidden, unless: true)
        case .tabs(let tabs):
            object.add("tabs", strings: tabs.tabs)
            object.add("selected", tabs.selected, unless: 0)
        case .split(let split):
            object.add("primary", split.primary)
            object.add("supplementary", split.supplementary)
            object.add("secondary", split.secondary)
            object.add("showsSecondary", split.showsSecondary, unless: false)
        case .pages(let pages):
            object.add("pages", strings: pages.pages)
            object.add("current", pages.current, unless: 0)
            object.add("orientation", pages.orientation == .horizontal ? nil : pages.orientation.rawValue)
        case .alert(let alert):
            object.add("message", alert.message)
            object.add("preferredStyle", alert.preferredStyle == .alert ? nil : alert.preferredStyle.rawValue)
            object.add("actions", list: alert.actions.map(encode(alertAction:)))
        }
        object.add("navigationItem", controller.navigationItem.map(encode(navigationItem:)))
        object.add("toolbarItems", controller.toolbarItems.map { JSONValue.array($0.map(encode(barItem:))) })
        object.add("tabBarItem", controller.tabBarItem.map(encode(tabBarItem:)))
        object.add("modalPresentationStyle", controller.modalPresentationStyle?.rawValue)
        object.add("modalInPresentation", controller.modalInPresentation, unless: false)
        object.add("preferredContentSize", controller.preferredContentSize.map(encode(size:)))
        object.add("on", encode(behaviours: controller.behaviours))
        return object.value
    }

    static func encode(alertAction: AlertActionSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("title", alertAction.title)
        object.add("style", alertAction.style == .default ? nil : alertAction.style.rawValue)
        object.add("enabled", alertAction.enabled, unless: true)
        object.add("do", list: alertAction.steps.map(encode(step:)))
        return object.value
    }

    static func encode(navigationItem: NavigationItemSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("title", navigationItem.title)
        object.add("prompt", navigationItem.prompt)
        object.add("left", list: navigationItem.left.map(encode(barItem:)))
        object.add("right", list: navigationItem.right.map(encode(barItem:)))
        object.add("back", navigationItem.back.map(encode(barItem:)))
        object.add("backTitle", navigationItem.backTitle)
        object.add("hidesBackButton", navigationItem.hidesBackButton, unless: false)
        object.add("titleView", navigationItem.titleView.map(encode(view:)))
        return object.value
    }

    static func encode(barItem: BarItemSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", barItem.id)
        object.add("title", barItem.title)
        object.add("image", barItem.image)
        object.add("systemItem", barItem.systemItem?.rawValue)
        object.add("enabled", barItem.enabled, unless: true)
        object.add("label", barItem.label)
        object.add("hint", barItem.hint)
        object.add("identifier", barItem.identifier)
        object.add("customView", barItem.customView.map(encode(view:)))
        object.add("action", barItem.action.map(encode(targetAction:)))
        return object.value
    }

    static func encode(tabBarItem: TabBarItemSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("title", tabBarItem.title)
        object.add("image", tabBarItem.image)
        object.add("systemItem", tabBarItem.systemItem?.rawValue)
        object.add("badge", tabBarItem.badge)
        object.add("label", tabBarItem.label)
        object.add("identifier", tabBarItem.identifier)
        return object.value
    }

    static func encode(targetAction: TargetActionSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("selector", targetAction.selector)
        object.add("target", targetAction.target)
        object.add("event", targetAction.event == .touchUpInside ? nil : targetAction.event.rawValue)
        object.add("summary", targetAction.summary)
        object.add("do", list: targetAction.steps.map(encode(step:)))
        return object.value
    }

    static func encode(size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }
    static func encode(point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }
    static func encode(rect: Rect) -> JSONValue {
        .array([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    /// `#RRGGBB(AA)` when every component is a whole number of 255ths, else `[r, g, b(, a)]`.
    static func encode(color: Color) -> JSONValue {
        let components = [color.red, color.green, color.blue] + (color.alpha == 1 ? [] : [color.alpha])
        let bytes = components.map { ($0 * 255).rounded() }
        if zip(components, bytes).allSatisfy({ $0.1 / 255 == $0.0 }) {
            return .string("#" + bytes.map { byte in
                let hex = String(Int(byte), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined())
        }
        return .array(components.map(JSONValue.number))
    }

    static func encode(behaviours: Behaviours) -> JSONValue? {
        guard !behaviours.isEmpty else { return nil }
        var object = JSONObjectBuilder()
        var scrolls = JSONObjectBuilder()
        for event in behaviours.events {
            let list: [Step] = behaviours[event] ?? []
            var value = JSONValue.array(list.map { encode(step: $0) })
            if let summary = behaviours.summaries[event] {
                var handler = JSONObjectBuilder()
                handler.add("summary", summary)
                handler.add("do", value)
                value = handler.value
            }
            switch event {
            case .scroll(let direction): scrolls.add(direction?.rawValue ?? "any", value)
            default: object.add(SceneDecoder.eventKey(event), value)
            }
        }
        if scrolls.count > 0 { object.add("scroll", scrolls.value) }
        return object.value
    }
}
