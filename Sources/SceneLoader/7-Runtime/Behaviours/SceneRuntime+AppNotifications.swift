import AccessibilityTree

/// An instance held without keeping it alive: a controller that is gone no longer observes.
@MainActor
struct WeakInstance {
    weak var instance: ControllerInstance?
}

extension SceneRuntime {
    /// The app's code posted `name` (docs/code.md, "Notifications"): the handlers each live
    /// controller's class registered for it run on that controller, in the order the controllers
    /// were made. The poster's own handlers ran already, where its code posted.
    func deliverAppNotification(_ name: String, from context: StepContext) {
        observingInstances.removeAll { $0.instance?.controller == nil }
        for observing in observingInstances {
            guard let instance = observing.instance, instance !== context.instance,
                  let steps = instance.template.notificationHandlers[name] else { continue }
            _ = run(steps, in: StepContext(instance: instance, element: nil))
        }
    }
}
