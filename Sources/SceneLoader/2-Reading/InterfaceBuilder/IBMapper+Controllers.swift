import AccessibilityTree

extension IBMapper {
    /// Maps one controller element with its items, root view or children, and behaviours.
    func mapController(_ node: XMLNode) throws(SceneLoadError) {
        guard let ibID = node["id"] else {
            return warn("a <\(node.name)> without an id is ignored", at: node)
        }
        let kind = Self.controllerElements[node.name] ?? .view
        if Self.controllerElements[node.name] == nil {
            warn("unknown controller element <\(node.name)> loaded as a plain view controller", at: node)
        }
        let relationships = try relationshipDestinations(of: node)
        let content: ControllerContent
        switch kind {
        case .navigation:
            content = .navigation(NavigationSpec(
                stack: relationships["rootViewController"]?.prefix(1).map { $0 } ?? [],
                navigationBarHidden: node.flag("navigationBarHidden") ?? false,
                toolbarHidden: node.flag("toolbarHidden") ?? true))
        case .tabs:
            content = .tabs(TabsSpec(tabs: relationships["viewControllers"] ?? [],
                                     selected: try IBValues.integer(node, "selectedIndex").map { max(0, $0) } ?? 0))
        case .split:
            content = .split(SplitSpec(
                primary: relationships["masterViewController"]?.first ?? relationships["rootViewController"]?.first,
                supplementary: relationships["supplementaryViewController"]?.first,
                secondary: relationships["detailViewController"]?.first))
        case .pages:
            content = .pages(PagesSpec(
                pages: relationships["viewControllers"] ?? [],
                orientation: node["navigationOrientation"] == "vertical" ? .vertical : .horizontal))
        case .table, .collection, .view, .alert:
            let rootNode = node.child(key: "view")
            var view = try rootNode.flatMap { node throws(SceneLoadError) in try mapView(node) }
            view?.layout.simulatedTopBar = Self.simulatedBarHeight(node.child(key: "simulatedTopBarMetrics"))
            view?.layout.simulatedBottomBar = Self.simulatedBarHeight(node.child(key: "simulatedBottomBarMetrics"))
            // The controller's top and bottom layout guides (before iOS 11), which its root view's constraints name.
            for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                guard let id = guide["id"] else { continue }
                view?.layout.guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
            }
            switch (kind, view?.kind) {
            case (.table, .table?): content = .table(view)
            case (.collection, .collection?): content = .collection(view)
            case (.table, _), (.collection, _):
                if let rootNode { warn("the \(kind.rawValue) controller's view is a <\(rootNode.name)>; it is loaded as a plain view controller", at: rootNode) }
                content = .view(view)
            default: content = .view(view)
            }
        }
        var spec = ControllerSpec(id: prefix + ibID, content: content, mark: SourceMark(node.location))
        spec.className = node["customClass"]
        spec.storyboardID = node["storyboardIdentifier"]
        spec.title = node["title"]
        if let item = node.child("navigationItem", key: "navigationItem") { spec.navigationItem = try mapNavigationItem(item) }
        if let items = node.child("toolbarItems") {
            spec.toolbarItems = try items.children("barButtonItem").map { node throws(SceneLoadError) in try mapBarItem(node) }
        }
        if let item = node.child("tabBarItem", key: "tabBarItem") { spec.tabBarItem = mapTabBarItem(item) }
        spec.modalPresentationStyle = node["modalPresentationStyle"].flatMap(ModalPresentationStyle.init(rawValue:))
        spec.modalInPresentation = node.flag("modalInPresentation") ?? false
        spec.preferredContentSize = try IBValues.size(node, key: "preferredContentSize")
        add(spec)
        try mapAppSegues(of: node, source: spec.id)
    }

    /// The destinations of the controller's relationship segues, by relationship name, in order.
    private func relationshipDestinations(of node: XMLNode) throws(SceneLoadError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for segue in node.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
            let relationship = segue["relationship"] ?? ""
            let known = ["rootViewController", "viewControllers", "masterViewController", "detailViewController", "supplementaryViewController"]
            guard known.contains(relationship) else {
                warn("the relationship '\(relationship)' is not simulated; it is ignored", at: segue)
                continue
            }
            if let destination = try destinationController(segue["destination"], from: segue) {
                result[relationship, default: []].append(destination)
            }
        }
        return result
    }

    /// A navigation item: title, prompt, bar button items, back item and title view.
    func mapNavigationItem(_ node: XMLNode) throws(SceneLoadError) -> NavigationItemSpec {
        var item = NavigationItemSpec(title: node["title"], prompt: node["prompt"], mark: SourceMark(node.location))
        item.backTitle = node["backButtonTitle"]
        item.hidesBackButton = node.flag("hidesBackButton") ?? false
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): item.left = [try mapBarItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): item.right = [try mapBarItem(child)]
            case ("barButtonItem", "backBarButtonItem"): item.back = try mapBarItem(child)
            case ("leftBarButtonItems", _):
                item.left = try child.children("barButtonItem").map { node throws(SceneLoadError) in try mapBarItem(node) }
            case ("rightBarButtonItems", _):
                item.right = try child.children("barButtonItem").map { node throws(SceneLoadError) in try mapBarItem(node) }
            case (_, "titleView"): item.titleView = try mapView(child)
            default: break
            }
        }
        return item
    }

    /// A bar button item with its action or segue.
    func mapBarItem(_ node: XMLNode) throws(SceneLoadError) -> BarItemSpec {
        var item = BarItemSpec(title: node["title"], image: IBValues.image(node), mark: SourceMark(node.location))
        item.id = node["id"]
        if let name = node["systemItem"] {
            item.systemItem = IBValues.barSystemItems[name]
            if item.systemItem == nil { warn("the system bar item '\(name)' is not known; the item has no label", at: node) }
        }
        item.enabled = node.flag("enabled") ?? true
        let accessibility = try mapAccessibility(of: node)
        item.label = accessibility.label
        item.hint = accessibility.hint
        item.identifier = accessibility.identifier
        if let custom = node.child(key: "customView") { item.customView = try mapView(custom) }
        item.action = try connections(of: node).first
        return item
    }

    /// A tab bar item.
    func mapTabBarItem(_ node: XMLNode) -> TabBarItemSpec {
        var item = TabBarItemSpec(title: node["title"], image: IBValues.image(node), badge: node["badgeValue"], mark: SourceMark(node.location))
        if let name = node["systemItem"] {
            item.systemItem = IBValues.tabSystemItems[name]
            if item.systemItem == nil { warn("the system tab item '\(name)' is not known; the tab has no title", at: node) }
        }
        item.identifier = node.child("accessibility")?["identifier"]
        item.label = node.child("accessibility")?["label"]
        return item
    }

    /// A xib without controllers: one controller standing for File's Owner, whose root view is the
    /// view its `view` outlet names, else the first top-level view (wrapped in a full-screen view when
    /// it is not the owner's view).
    func mapXibContents() throws(SceneLoadError) {
        guard controllers.isEmpty, let objects = root.child("objects") else { return }
        let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerViewID = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
        let candidates = objects.children.filter { !["placeholder", "customObject"].contains($0.name) && !$0.name.hasSuffix("GestureRecognizer") }
        guard let rootNode = candidates.first(where: { $0["id"] == ownerViewID }) ?? candidates.first else {
            throw SceneLoadError("the xib has no views or view controllers to show", at: root.location)
        }
        var spec = ControllerSpec(id: prefix + "FilesOwner", content: .view(nil), mark: SourceMark((owner ?? rootNode).location))
        spec.className = owner?["customClass"]
        filesOwnerIDs.insert(spec.id)
        // A File's Owner without a class is an object that loads the nib, never a view controller.
        if spec.className == nil {
            spec.standInClassName = className(of: rootNode)
            notViewControllerIDs.insert(spec.id)
        }
        if rootNode["id"] == ownerViewID, let view = try mapView(rootNode) {
            spec.content = .view(view)
        } else if rootNode.name == "tableViewCell" {
            let table = TableSpec(sections: [SectionSpec(rows: [try mapCell(rootNode)], mark: SourceMark(rootNode.location))])
            spec.content = .view(ViewSpec(kind: .table(table), mark: SourceMark(rootNode.location)))
        } else if var view = try mapView(rootNode) {
            // The wrapper stands for the superview the app adds the view to, which the xib does not
            // show: the view keeps the size Interface Builder lays it out at (docs/layout.md, "root view").
            view.layout.translatesAutoresizingMask = true
            var container = ViewSpec(kind: .view, mark: SourceMark(rootNode.location))
            container.subviews = [view]
            spec.content = .view(container)
        }
        add(spec)
    }
}
