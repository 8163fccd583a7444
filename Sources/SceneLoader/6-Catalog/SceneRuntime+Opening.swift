import AccessibilityTree

/// Opening a scene the way the app shows it, performing the segues the app performs from code, and
/// telling which scenes are on screen.
extension SceneRuntime {
    /// Performs the moves of `opening` after its root is shown; false when a move's controller is not
    /// on screen when its turn comes (the moves after it are not performed).
    func open(_ opening: SceneOpening) -> Bool {
        for move in opening.moves {
            switch move {
            case .appSegue(let segue):
                guard performAppSegue(segue) else { return false }
            case .show(let source, let step):
                guard let instance = onScreenInstances.first(where: { $0.template.id == source }) else { return false }
                run([step], in: StepContext(instance: instance, element: nil))
            case .select(let container, let child):
                guard select(child, in: container) else { return false }
            }
        }
        return true
    }

    /// Performs `segue` as the app's `performSegue(withIdentifier:)` does, from the front-most instance
    /// of its source on screen; false when its source is not on screen.
    func performAppSegue(_ segue: AppSegueSpec) -> Bool {
        guard let source = onScreenInstances.first(where: { $0.template.id == segue.source }) else { return false }
        run(segue.steps, in: StepContext(instance: source, element: nil))
        return true
    }

    /// The segues performed from code that start from the controllers on screen, front-most first.
    func appSeguesOnScreen(_ segues: [AppSegueSpec]) -> [AppSegueSpec] {
        var result: [AppSegueSpec] = []
        var seen: Set<String> = []
        for instance in onScreenInstances where seen.insert(instance.template.id).inserted {
            result += segues.filter { $0.source == instance.template.id }
        }
        return result
    }

    /// Makes the container instance on screen whose template is `container` show `child`.
    private func select(_ child: String, in container: String) -> Bool {
        guard let instance = onScreenInstances.first(where: { $0.template.id == container }),
              let controller = instance.controller else { return false }
        func isChild(_ name: String) -> Bool { resolveTemplate(name)?.id == child }
        switch (instance.template.content, controller) {
        case (.tabs(let tabs), let tabBar as TabBarController):
            guard let index = tabs.tabs.firstIndex(where: isChild), tabBar.viewControllers.indices.contains(index) else { return false }
            tabBar.selectedIndex = index
        case (.pages(let pages), let pageView as PageViewController):
            guard let index = pages.pages.firstIndex(where: isChild), pageView.pages.indices.contains(index) else { return false }
            pageView.setCurrentPage(index)
        case (.split(let split), let splitView as SplitViewController):
            if let secondary = split.secondary, isChild(secondary), let shown = splitView.secondaryViewController {
                splitView.showDetailViewController(shown)
            } else if let primary = split.primary, isChild(primary) {
                splitView.showPrimaryWhenCollapsed()
            }
        case (.navigation(let navigation), let navigationController as NavigationController):
            guard let index = navigation.stack.firstIndex(where: isChild), navigationController.viewControllers.indices.contains(index) else { return false }
            navigationController.popToViewController(navigationController.viewControllers[index], animated: false)
        default:
            break
        }
        return true
    }

    /// The ids of the scenes VoiceOver reads: the content controllers the front-most presentation
    /// (else the root) shows.
    var scenesOnScreen: [String] {
        (window?.frontViewControllers() ?? []).compactMap { controller in
            guard let template = instance(of: controller)?.template, SceneCatalog.contentKinds.contains(template.kind) else { return nil }
            return template.id
        }
    }
}
