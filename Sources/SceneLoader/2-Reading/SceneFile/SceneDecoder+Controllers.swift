import AccessibilityTree

extension SceneDecoder {
    static let commonControllerKeys = [
        "kind", "class", "storyboardID", "title", "navigationItem", "toolbarItems", "tabBarItem",
        "modalPresentationStyle", "modalInPresentation", "preferredContentSize", "on",
    ]

    /// The keys a controller of `kind` accepts besides the common ones.
    static func controllerKeys(for kind: ControllerKind) -> [String] {
        switch kind {
        case .view, .table, .collection: return ["view"]
        case .navigation: return ["stack", "navigationBarHidden", "toolbarHidden"]
        case .tabs: return ["tabs", "selected"]
        case .split: return ["primary", "supplementary", "secondary", "showsSecondary"]
        case .pages: return ["pages", "current", "orientation"]
        case .alert: return ["message", "preferredStyle", "actions"]
        }
    }

    func decodeControllers(_ node: SceneNode) throws(SceneLoadError) -> [ControllerSpec] {
        guard case .mapping(let entries) = node.value else {
            throw ValueReader.mismatch("a mapping of controller ids to controllers for 'controllers'", node)
        }
        var controllers: [ControllerSpec] = []
        for entry in entries {
            try Self.checkID(entry.key, at: entry.keyLocation)
            controllers.append(try decodeController(id: entry.key, node: entry.value))
        }
        return controllers
    }

    /// Ids are non-empty and not the reserved word `self`.
    static func checkID(_ id: String, at location: SourceLocation) throws(SceneLoadError) {
        if id.isEmpty || id == "self" || id.contains(where: \.isNewline) {
            throw SceneLoadError("'\(id)' cannot be an id; use a non-empty name other than 'self'", at: location)
        }
    }

    func decodeController(id: String, node: SceneNode) throws(SceneLoadError) -> ControllerSpec {
        guard case .mapping(let entries) = node.value else {
            throw ValueReader.mismatch("a mapping for controller '\(id)'", node)
        }
        let kindNode = entries.first { $0.key == "kind" }?.value
        let kind = try kindNode.map { node throws(SceneLoadError) in try ValueReader.choice(node, "'kind'", ControllerKind.self) } ?? .view
        let what = "\(kind.rawValue) controller '\(id)'"
        let reader = try MappingReader(node, what: what, keys: Self.commonControllerKeys + Self.controllerKeys(for: kind))
        let content: ControllerContent
        switch kind {
        case .view, .table, .collection:
            let defaultType: String = kind == .table ? "table" : kind == .collection ? "collection" : "view"
            let view = try reader["view"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: defaultType) }
            if let view, kind != .view, view.kind.typeName != defaultType {
                throw SceneLoadError("the view of \(kind.rawValue) controller '\(id)' must be a \(defaultType), found \(view.kind.typeName)", at: reader["view"]?.location)
            }
            content = kind == .table ? .table(view) : kind == .collection ? .collection(view) : .view(view)
        case .navigation:
            content = .navigation(NavigationSpec(
                stack: try reader.strings("stack") ?? [],
                navigationBarHidden: try reader.bool("navigationBarHidden") ?? false,
                toolbarHidden: try reader.bool("toolbarHidden") ?? true))
        case .tabs:
            content = .tabs(TabsSpec(tabs: try reader.strings("tabs") ?? [], selected: try reader.int("selected", in: 0...1000) ?? 0))
        case .split:
            content = .split(SplitSpec(
                primary: try reader.string("primary"), supplementary: try reader.string("supplementary"),
                secondary: try reader.string("secondary"), showsSecondary: try reader.bool("showsSecondary") ?? false))
        case .pages:
            content = .pages(PagesSpec(
                pages: try reader.strings("pages") ?? [], current: try reader.int("current", in: 0...10_000) ?? 0,
                orientation: try reader.choice("orientation", PageViewController.NavigationOrientation.self) ?? .horizontal))
        case .alert:
            content = .alert(AlertSpec(
                message: try reader.string("message"),
                preferredStyle: try reader.choice("preferredStyle", AlertController.Style.self) ?? .alert,
                actions: try reader["actions"].map { node throws(SceneLoadError) in
                    try ValueReader.list(node, "'actions'").map { item throws(SceneLoadError) in try decodeAlertAction(item) }
                } ?? []))
        }
        var spec = ControllerSpec(id: id, content: content, mark: SourceMark(node.location))
        spec.className = try reader.string("class")
        spec.storyboardID = try reader.string("storyboardID")
        spec.title = try reader.string("title")
        spec.navigationItem = try reader["navigationItem"].map { node throws(SceneLoadError) in try decodeNavigationItem(node) }
        spec.toolbarItems = try reader["toolbarItems"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'toolbarItems'") }
        spec.tabBarItem = try reader["tabBarItem"].map { node throws(SceneLoadError) in try decodeTabBarItem(node) }
        spec.modalPresentationStyle = try reader.choice("modalPresentationStyle", ModalPresentationStyle.self)
        spec.modalInPresentation = try reader.bool("modalInPresentation") ?? false
        spec.preferredContentSize = try reader.size("preferredContentSize")
        spec.behaviours = try reader["on"].map { node throws(SceneLoadError) in try decodeBehaviours(node, owner: .controller) } ?? Behaviours()
        return spec
    }

    static let alertActionKeys = ["title", "style", "enabled", "do"]

    func decodeAlertAction(_ node: SceneNode) throws(SceneLoadError) -> AlertActionSpec {
        if case .scalar = node.value {
            return AlertActionSpec(title: try ValueReader.string(node, "an alert action"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "an alert action", keys: Self.alertActionKeys)
        return AlertActionSpec(
            title: try reader.requiredString("title"),
            style: try reader.choice("style", AlertAction.Style.self) ?? .default,
            enabled: try reader.bool("enabled") ?? true,
            steps: try reader["do"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? [],
            mark: SourceMark(node.location))
    }

    static let navigationItemKeys = ["title", "prompt", "left", "right", "back", "backTitle", "hidesBackButton", "titleView"]

    func decodeNavigationItem(_ node: SceneNode) throws(SceneLoadError) -> NavigationItemSpec {
        let reader = try MappingReader(node, what: "a navigation item", keys: Self.navigationItemKeys)
        return NavigationItemSpec(
            title: try reader.string("title"), prompt: try reader.string("prompt"),
            left: try reader["left"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'left'") } ?? [],
            right: try reader["right"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'right'") } ?? [],
            back: try reader["back"].map { node throws(SceneLoadError) in try decodeBarItem(node) },
            backTitle: try reader.string("backTitle"),
            hidesBackButton: try reader.bool("hidesBackButton") ?? false,
            titleView: try reader["titleView"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: nil) },
            mark: SourceMark(node.location))
    }

    func decodeBarItems(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> [BarItemSpec] {
        try ValueReader.list(node, what).map { item throws(SceneLoadError) in try decodeBarItem(item) }
    }

    static let barItemKeys = ["id", "title", "image", "systemItem", "enabled", "label", "hint", "identifier", "customView", "action"]

    /// A bar button item: a mapping, or just its title.
    func decodeBarItem(_ node: SceneNode) throws(SceneLoadError) -> BarItemSpec {
        if case .scalar = node.value {
            return BarItemSpec(title: try ValueReader.string(node, "a bar button item"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "a bar button item", keys: Self.barItemKeys)
        if let id = try reader.string("id") { try Self.checkID(id, at: reader["id"]?.location ?? node.location) }
        return BarItemSpec(
            id: try reader.string("id"), title: try reader.string("title"), image: try reader.string("image"),
            systemItem: try reader.choice("systemItem", BarButtonItem.SystemItem.self),
            enabled: try reader.bool("enabled") ?? true, label: try reader.string("label"),
            hint: try reader.string("hint"), identifier: try reader.string("identifier"),
            customView: try reader["customView"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: nil) },
            action: try reader["action"].map { node throws(SceneLoadError) in try decodeTargetAction(node) },
            mark: SourceMark(node.location))
    }

    static let tabBarItemKeys = ["title", "image", "systemItem", "badge", "label", "identifier"]

    /// A tab bar item: a mapping, or just its title.
    func decodeTabBarItem(_ node: SceneNode) throws(SceneLoadError) -> TabBarItemSpec {
        if case .scalar = node.value {
            return TabBarItemSpec(title: try ValueReader.string(node, "a tab bar item"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "a tab bar item", keys: Self.tabBarItemKeys)
        return TabBarItemSpec(
            title: try reader.string("title"), image: try reader.string("image"),
            systemItem: try reader.choice("systemItem", TabBarItem.SystemItem.self),
            badge: try reader.string("badge"), label: try reader.string("label"),
            identifier: try reader.string("identifier"), mark: SourceMark(node.location))
    }

    static let targetActionKeys = ["selector", "target", "event", "summary", "do"]

    func decodeTargetAction(_ node: SceneNode) throws(SceneLoadError) -> TargetActionSpec {
        let reader = try MappingReader(node, what: "a target/action", keys: Self.targetActionKeys)
        let action = TargetActionSpec(
            selector: try reader.string("selector"), target: try reader.string("target"),
            event: try reader.choice("event", ControlEvent.self) ?? .touchUpInside,
            summary: try reader.string("summary"),
            steps: try reader["do"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? [],
            mark: SourceMark(node.location))
        if action.selector == nil && action.summary == nil && action.steps.isEmpty {
            throw SceneLoadError("a target/action needs a 'selector', a 'summary' or steps under 'do'", at: node.location)
        }
        return action
    }
}
