extension Window {
    /// The controller path to the visible screen and its title, e.g.
    /// `Tab: Clock › World Clock › (sheet) Add City`.
    func screenSummary() -> ScreenSummary {
        var path: [String] = []
        var title: String?
        var className: String?
        func describe(_ controller: ViewController) {
            switch controller {
            case let tabs as TabBarController:
                let selected = tabs.selectedViewController
                let name = selected.map { $0.tabBarItem.title ?? $0.tabBarItem.systemItem?.title ?? $0.screenPathName } ?? "none"
                path.append("Tab: \(name)")
                if let selected { describe(selected) }
            case let navigation as NavigationController:
                if let top = navigation.topViewController { describe(top) }
            default:
                let visible = controller.visibleChildViewControllers
                if visible.isEmpty || !(controller is SplitViewController || controller is PageViewController) {
                    path.append(controller.screenPathName)
                    className = controller.screenClassName
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
            path.append("(\(styleName)) \(presentation.presented.screenPathName)")
            className = presentation.presented.screenClassName
            title = nil
            var inner: [String] = []
            swap(&path, &inner)
            describe(presentation.presented)
            swap(&path, &inner)
            if !inner.isEmpty { path.append(contentsOf: inner.dropFirst(inner.first == presentation.presented.screenPathName ? 1 : 0)) }
            title = title ?? presentation.presented.title
        }
        return ScreenSummary(path: path, title: title, presentationStyle: presentationStack.last?.style, controllerClassName: className)
    }
}
