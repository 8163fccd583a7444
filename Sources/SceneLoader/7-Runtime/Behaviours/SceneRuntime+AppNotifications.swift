import AccessibilityTree

/// An object that observes the app's notifications, held without keeping it alive: a controller
/// that is gone no longer observes, nor do the views and cells of its screen.
@MainActor
struct WeakInstance {
    weak var instance: ControllerInstance?
    /// A view or cell of the instance's screen whose class registered handlers; nil for the
    /// controller itself, whose handlers are its template's. Weak, as for the instance: only the
    /// few observing views get a side table (docs/performance.md, "No side tables").
    weak var element: AnyObject?
    /// The element's handlers by name; empty for the controller.
    var elementHandlers: [String: [Step]] = [:]

    /// Whether this is a view or cell rather than the controller.
    var isElement: Bool { !elementHandlers.isEmpty }
}

extension SceneRuntime {
    /// A view or cell built for `instance` whose class registered `handlers`: from now on it
    /// observes, after every object made before it.
    func observe(_ element: AnyObject, handlers: [String: [Step]], instance: ControllerInstance) {
        guard !handlers.isEmpty else { return }
        observingInstances.append(WeakInstance(instance: instance, element: element, elementHandlers: handlers))
    }

    /// The app's code posted `name` (docs/code.md, "Notifications"): the handlers each live
    /// controller's class registered for it run on that controller, and those of each live view and
    /// cell of their screens on that view or cell, in the order they were made. The poster's own
    /// handlers ran already, where its code posted: the controller's for a post in its code (an
    /// action, a selection handler, even when run on a control or cell), a view's for a post in the
    /// view's own code (its override).
    func deliverAppNotification(_ name: String, from context: StepContext) {
        observingInstances.removeAll { $0.instance?.controller == nil || ($0.isElement && $0.element == nil) }
        for observing in observingInstances {
            guard let instance = observing.instance else { continue }
            if let element = observing.element {
                guard element !== context.viewCode, let steps = observing.elementHandlers[name] else { continue }
                _ = run(steps, in: StepContext(instance: instance, element: element, viewCode: element))
            } else {
                guard context.viewCode != nil || instance !== context.instance, let steps = instance.template.notificationHandlers[name] else { continue }
                _ = run(steps, in: StepContext(instance: instance, element: nil))
            }
        }
    }
}
