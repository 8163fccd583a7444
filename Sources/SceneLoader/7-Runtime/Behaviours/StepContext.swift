import AccessibilityTree

/// Where a behaviour runs: the controller instance it belongs to (nil for the app delegate) and the
/// element it is on (`self` in steps).
@MainActor
struct StepContext {
    let instance: ControllerInstance?
    let element: AnyObject?
    /// The view or cell whose own class's code the steps are (its overrides); nil when they are the
    /// controller's code (its actions, its selection handlers), even when run on an element. Whose
    /// code posts an app notification decides whose handlers ran already (SceneRuntime+AppNotifications).
    var viewCode: AnyObject? = nil
}

extension SceneRuntime {
    /// The controller steps act for: the instance's (an alert's presenter), else the window's content
    /// controller (``ViewController/contentViewController``). Steps act for a split view controller
    /// itself, not its last column: a push or show-detail from the app delegate goes through the
    /// split view.
    func actingController(in context: StepContext) -> ViewController? {
        if let controller = context.instance?.actingController { return controller }
        return window?.visibleViewController?.contentViewController { $0 is SplitViewController }
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
