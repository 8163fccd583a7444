import AccessibilityTree

extension SceneRuntime {
    /// A fresh controller for the template named `name` (an id or a storyboard ID), with its
    /// children. `presenter` is the instance an alert is presented by.
    func instantiate(_ name: String, presenter: ControllerInstance? = nil) -> ViewController {
        building { makeController(name, presenter: presenter) }
    }

    private func makeController(_ name: String, presenter: ControllerInstance?) -> ViewController {
        guard let template = resolveTemplate(name) else {
            preconditionFailure("validated documents name only defined controllers")
        }
        let instance = ControllerInstance(template: template)
        instance.presenter = presenter
        let controller: ViewController
        switch template.content {
        case .view, .table, .collection:
            controller = SceneViewController(instance: instance, runtime: self)
        case .navigation(let navigation):
            let stack = navigation.stack.map { instantiate($0) }
            let nav = NavigationController()
            nav.setViewControllers(stack, animated: false)
            nav.isNavigationBarHidden = navigation.navigationBarHidden
            nav.isToolbarHidden = navigation.toolbarHidden
            controller = nav
        case .tabs(let tabs):
            let tabBar = TabBarController(viewControllers: tabs.tabs.map { instantiate($0) })
            tabBar.selectedIndex = tabs.selected
            controller = tabBar
        case .split(let split):
            let splitView = SplitViewController(primary: split.primary.map { instantiate($0) }, secondary: split.secondary.map { instantiate($0) })
            splitView.supplementaryViewController = split.supplementary.map { instantiate($0) }
            if split.showsSecondary, let secondary = splitView.secondaryViewController { splitView.showDetailViewController(secondary) }
            controller = splitView
        case .pages(let pages):
            let pageView = PageViewController(pages: pages.pages.map { instantiate($0) }, orientation: pages.orientation)
            pageView.setCurrentPage(pages.current)
            controller = pageView
        case .alert(let alert):
            let alertController = AlertController(title: template.title, message: alert.message, preferredStyle: alert.preferredStyle)
            for spec in alert.actions {
                let action = AlertAction(title: spec.title, style: spec.style) { [weak instance] _ in
                    guard let instance else { return }
                    _ = self.run(spec.steps, in: StepContext(instance: instance, element: nil))
                }
                action.isEnabled = spec.enabled
                locations.register(action, spec.mark)
                alertController.addAction(action)
            }
            controller = alertController
        }
        track(instance, controller: controller)
        configure(controller, from: template, instance: instance)
        return controller
    }

    /// Applies the template's common properties: title, class, items, presentation, behaviours.
    private func configure(_ controller: ViewController, from template: ControllerSpec, instance: ControllerInstance) {
        if template.kind != .alert { controller.title = template.title }
        controller.customClassName = template.className
        controller.standInClassName = template.standInClassName
        controller.storyboardIdentifier = template.storyboardID
        if let item = template.navigationItem { configure(controller.navigationItem, from: item, instance: instance) }
        if let items = template.toolbarItems { controller.toolbarItems = items.map { buildBarItem($0, instance: instance) } }
        if let item = template.tabBarItem {
            let tabItem = TabBarItem(title: item.title, imageName: item.image, systemItem: item.systemItem)
            tabItem.badgeValue = item.badge
            tabItem.accessibilityLabel = item.label
            tabItem.accessibilityIdentifier = item.identifier
            locations.register(tabItem, item.mark)
            controller.tabBarItem = tabItem
        }
        if let style = template.modalPresentationStyle, template.kind != .alert { controller.modalPresentationStyle = style }
        controller.isModalInPresentation = template.modalInPresentation
        configureInputAccessory(controller, from: template, instance: instance)
        BehaviourAttachment.attach(template.behaviours, to: controller, instance: instance, runtime: self)
    }

    private func configure(_ navigationItem: NavigationItem, from spec: NavigationItemSpec, instance: ControllerInstance) {
        if let title = spec.title { navigationItem.title = title }
        navigationItem.prompt = spec.prompt
        navigationItem.leftBarButtonItems = spec.left.map { buildBarItem($0, instance: instance) }
        navigationItem.rightBarButtonItems = spec.right.map { buildBarItem($0, instance: instance) }
        navigationItem.backBarButtonItem = spec.back.map { buildBarItem($0, instance: instance) }
        navigationItem.backButtonTitle = spec.backTitle
        navigationItem.hidesBackButton = spec.hidesBackButton
        navigationItem.titleView = spec.titleView.map { buildView($0, instance: instance) }
    }

    /// A bar button item with its action, registered under its id.
    func buildBarItem(_ spec: BarItemSpec, instance: ControllerInstance) -> BarButtonItem {
        let item = BarButtonItem(title: spec.title, imageName: spec.image, systemItem: spec.systemItem)
        item.isEnabled = spec.enabled
        item.accessibilityLabel = spec.label
        item.accessibilityHint = spec.hint
        item.accessibilityIdentifier = spec.identifier
        item.customView = spec.customView.map { buildView($0, instance: instance) }
        item.action = spec.action.map { targetAction($0, instance: instance, element: item) }
        item.menu = spec.menu.map(Menu.init)
        item.menuActions = spec.menuActions.map { targetAction($0, instance: instance, element: item) }
        instance.register(item, id: spec.id, identifier: spec.identifier)
        locations.register(item, spec.mark)
        return item
    }

    /// A model target/action whose handler runs the spec's steps. The target/action is stored on
    /// `element`, so `element` is alive whenever the handler runs: it is captured `unowned`.
    func targetAction(_ spec: TargetActionSpec, instance: ControllerInstance, element: AnyObject) -> TargetAction {
        let summary = spec.summary ?? (spec.selector == nil ? StepSummary.describe(spec.steps, in: document) : nil)
        let handler: (@MainActor () -> Void)? = spec.steps.isEmpty ? nil : { @MainActor [weak self, weak instance, unowned element] in
            guard let self, let instance else { return }
            _ = self.run(spec.steps, in: StepContext(instance: instance, element: element))
        }
        return TargetAction(event: spec.event, selector: spec.selector ?? "", targetClassName: spec.target,
                            summary: summary, handler: handler)
    }
}
