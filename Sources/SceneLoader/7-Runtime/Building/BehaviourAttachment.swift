import AccessibilityTree

/// Hooks the behaviours a scene gives an element, a controller or the app delegate into the model's
/// block handlers, lifecycle observers and notification observers; each handler runs its steps on
/// the runtime while the runtime exists. Handlers that answer a gesture return the last
/// `handled`/`unhandled` step, or handled when there is none.
@MainActor
enum BehaviourAttachment {
    /// Hooks an element's behaviours: activation, increment, decrement and gestures.
    static func attach(_ behaviours: Behaviours, to view: View, instance: ControllerInstance, runtime: SceneRuntime) {
        guard !behaviours.isEmpty else { return }
        // `unowned view`: this closure lives only in blocks stored on the view itself.
        let context: @MainActor () -> StepContext? = { [weak instance, unowned view] in
            guard let instance else { return nil }
            return StepContext(instance: instance, element: view, viewCode: view)
        }
        if let steps = behaviours[.activate] {
            view.accessibilityActivateBlock = { [weak runtime] in
                guard let runtime, let context = context() else { return false }
                return runtime.run(steps, in: context) ?? true
            }
        }
        if let steps = behaviours[.increment] {
            view.accessibilityIncrementBlock = { [weak runtime] in
                guard let runtime, let context = context() else { return }
                _ = runtime.run(steps, in: context)
            }
        }
        if let steps = behaviours[.decrement] {
            view.accessibilityDecrementBlock = { [weak runtime] in
                guard let runtime, let context = context() else { return }
                _ = runtime.run(steps, in: context)
            }
        }
        attachGestures(behaviours, to: view, runtime: runtime, context: context)
    }

    /// Hooks a controller's behaviours: gestures, lifecycle events and announcementDidFinish (only
    /// while the controller is on screen, and only for announcements spoken to the end).
    static func attach(_ behaviours: Behaviours, to controller: ViewController, instance: ControllerInstance,
                       runtime: SceneRuntime) {
        guard !behaviours.isEmpty else { return }
        let context: @MainActor () -> StepContext? = { [weak instance] in
            instance.map { StepContext(instance: $0, element: nil) }
        }
        attachGestures(behaviours, to: controller, runtime: runtime, context: context)
        for event in LifecycleEvent.allCases {
            guard let steps = behaviours[.lifecycle(event)] else { continue }
            controller.addLifecycleObserver(for: event) { [weak runtime] _ in
                guard let runtime, let context = context() else { return }
                _ = runtime.run(steps, in: context)
            }
        }
        if let steps = behaviours[.announcementDidFinish] {
            runtime.application?.notificationCenter.addObserver(forName: .announcementDidFinish) { [weak runtime, weak controller] notification in
                guard let runtime, let controller, controller.appearanceState == .appeared,
                      case .announcementDidFinish(_, true) = notification, let context = context() else { return }
                _ = runtime.run(steps, in: context)
            }
        }
    }

    /// Hooks the app delegate's behaviours.
    static func attach(_ behaviours: Behaviours, toDelegate delegate: Responder, runtime: SceneRuntime) {
        let context: @MainActor () -> StepContext? = { StepContext(instance: nil, element: nil) }
        attachGestures(behaviours, to: delegate, runtime: runtime, context: context)
        if let steps = behaviours[.announcementDidFinish] {
            runtime.application?.notificationCenter.addObserver(forName: .announcementDidFinish) { [weak runtime] notification in
                guard let runtime, case .announcementDidFinish(_, true) = notification else { return }
                _ = runtime.run(steps, in: StepContext(instance: nil, element: nil))
            }
        }
    }

    private static func attachGestures(_ behaviours: Behaviours, to responder: Responder, runtime: SceneRuntime,
                                       context: @escaping @MainActor () -> StepContext?) {
        describeBlocks(behaviours, of: responder)
        if let steps = behaviours[.escape] {
            responder.accessibilityPerformEscapeBlock = { [weak runtime] in
                guard let runtime, let context = context() else { return false }
                return runtime.run(steps, in: context) ?? true
            }
        }
        if let steps = behaviours[.magicTap] {
            responder.accessibilityMagicTapBlock = { [weak runtime] in
                guard let runtime, let context = context() else { return false }
                return runtime.run(steps, in: context) ?? true
            }
        }
        let scrolls = behaviours.events.filter(\.isScroll)
        guard !scrolls.isEmpty else { return }
        responder.accessibilityScrollBlock = { [weak runtime] direction in
            guard let runtime, let context = context(),
                  let steps = behaviours[.scroll(direction)] ?? behaviours[.scroll(nil)] else { return false }
            return runtime.run(steps, in: context) ?? true
        }
    }

    /// Gives the responder's blocks the summaries of the behaviours they run (handlers read from the
    /// app's code), so transcripts name the Swift method. The scroll block has one only when a single
    /// handler answers every direction.
    private static func describeBlocks(_ behaviours: Behaviours, of responder: Responder) {
        guard !behaviours.summaries.isEmpty else { return }
        let blocks: [(BehaviourEvent, AccessibilityBlock)] = [(.activate, .activate), (.increment, .increment), (.decrement, .decrement),
                                                              (.escape, .performEscape), (.magicTap, .magicTap)]
        for (event, block) in blocks {
            if let summary = behaviours.summaries[event] { responder.accessibilityBlockDescriptions[block] = summary }
        }
        if behaviours.events.filter(\.isScroll) == [.scroll(nil)], let summary = behaviours.summaries[.scroll(nil)] {
            responder.accessibilityBlockDescriptions[.scroll] = summary
        }
    }
}
