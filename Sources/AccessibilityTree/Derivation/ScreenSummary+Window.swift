extension Window {
    /// The controller path to the visible screen and its title, e.g.
    /// `Tab: Clock › World Clock › (sheet) Add City`.
    func screenSummary() -> ScreenSummary {
        var path: [String] = []
        var title: String?
        func describe(_ controller: ViewController) {
            switch controller {
            case let tabs as TabBarController:
                let selected = tabs.selectedViewController
                let name = selected.map { $0.tabBarItem.title ?? $0.tabBarItem.systemItem?.title ?? Self.name(of: $0) } ?? "none"
                path.append("Tab: \(name)")
                if let selected { describe(selected) }
            case let navigation as NavigationController:
                if let top = navigation.topViewController { describe(top) }
            default:
                let visible = controller.visibleChildViewControllers
                if visible.isEmpty || !(controller is SplitViewController || controller is PageViewController) {
                    path.append(Self.name(of: controller))
                    title = controller.navigationItem.title ?? controller.title ?? title
                }
                for child in visible { describe(child) }
            }
        }
        if let root = rootViewController { describe(root) }
        for presentation in presentationStack {
            let styleName = presentation.presented is AlertController
                ? ((presentation.presented as? AlertController)?.preferredStyle == .actionSheet ? "action sheet" : "alert")
                : presentation.style.rawValue
            path.append("(\(styleName)) \(Self.name(of: presentation.presented))")
            title = nil
            var inner: [String] = []
            swap(&path, &inner)
            describe(presentation.presented)
            swap(&path, &inner)
            if !inner.isEmpty { path.append(contentsOf: inner.dropFirst(inner.first == Self.name(of: presentation.presented) ? 1 : 0)) }
            title = title ?? presentation.presented.title
        }
        return ScreenSummary(path: path, title: title, presentationStyle: presentationStack.last?.style)
    }

    /// A controller's name for paths: its navigation title, title, storyboard ID, or class.
    static func name(of controller: ViewController) -> String {
        if let title = controller.navigationItem.title, !title.isEmpty { return title }
        if let title = controller.title, !title.isEmpty { return title }
        if let id = controller.storyboardIdentifier, !id.isEmpty { return id }
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            return name(of: top)
        }
        return controller.displayClassName
    }
}
