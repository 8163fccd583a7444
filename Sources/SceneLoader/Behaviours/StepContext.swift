import AccessibilityTree

/// Where a behaviour runs: the controller instance it belongs to (nil for the app delegate) and the
/// element it is on (`self` in steps).
@MainActor
struct StepContext {
    let instance: ControllerInstance?
    let element: AnyObject?
}

extension SceneRuntime {
    /// The controller steps act for: the instance's (an alert's presenter), else the one the user sees.
    func actingController(in context: StepContext) -> ViewController? {
        if let controller = context.instance?.actingController { return controller }
        guard let window else { return nil }
        var controller = window.visibleViewController
        while let current = controller {
            let next: ViewController?
            switch current {
            case let navigation as NavigationController: next = navigation.topViewController
            case let tabs as TabBarController: next = tabs.selectedViewController
            case let pages as PageViewController: next = pages.currentPage
            default: next = nil
            }
            guard let next else { break }
            controller = next
        }
        return controller
    }

    /// The live object a reference names: `self`; else the element with that id in the behaviour's
    /// own instance, then in the instances on screen (front-most first), then in an alert's presenter.
    func resolve(_ reference: ElementRef, in context: StepContext) -> AnyObject? {
        switch reference {
        case .this:
            return context.element
        case .id(let id):
            if let found = context.instance?.element(id) { return found }
            for instance in onScreenInstances {
                if let found = instance.element(id) { return found }
            }
            return context.instance?.presenter?.element(id)
        }
    }
}
