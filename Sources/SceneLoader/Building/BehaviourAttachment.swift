import AccessibilityTree

extension SceneRuntime {
    /// Hooks an element's behaviours into the model's block handlers. Handlers that answer a gesture
    /// return the last `handled`/`unhandled` step, or handled when there is none.
    func attachElementBehaviours(_ behaviours: Behaviours, to view: View, instance: ControllerInstance) {
        guard !behaviours.isEmpty else { return }
        // `unowned view`: this closure lives only in blocks stored on the view itself.
        let context: @MainActor () -> StepContext? = { [weak instance, unowned view] in
            guard let instance else { return nil }
            return StepContext(instance: instance, element: view)
        }
        if let steps = behaviours[.activate] {
            view.accessibilityActivateBlock = { [weak self] in
                guard let self, let context = context() else { return false }
                return self.run(steps, in: context) ?? true
            }
        }
        if let steps = behaviours[.increment] {
            view.accessibilityIncrementBlock = { [weak self] in
                guard let self, let context = context() else { return }
                _ = self.run(steps, in: context)
            }
        }
        if let steps = behaviours[.decrement] {
            view.accessibilityDecrementBlock = { [weak self] in
                guard let self, let context = context() else { return }
                _ = self.run(steps, in: context)
            }
        }
        attachGestures(behaviours, to: view, context: context)
    }

    /// Hooks a controller's behaviours: gestures, lifecycle events and announcementDidFinish (only
    /// while the controller is on screen, and only for announcements spoken to the end).
    func attachControllerBehaviours(_ behaviours: Behaviours, to controller: ViewController, instance: ControllerInstance) {
        guard !behaviours.isEmpty else { return }
        let context: @MainActor () -> StepContext? = { [weak instance] in
            instance.map { StepContext(instance: $0, element: nil) }
        }
        attachGestures(behaviours, to: controller, context: context)
        for event in LifecycleEvent.allCases {
            guard let steps = behaviours[.lifecycle(event)] else { continue }
            controller.addLifecycleObserver(for: event) { [weak self] _ in
                guard let self, let context = context() else { return }
                _ = self.run(steps, in: context)
            }
        }
        if let steps = behaviours[.announcementDidFinish] {
            application?.notificationCenter.addObserver(forName: .announcementDidFinish) { [weak self, weak controller] notification in
                guard let self, let controller, controller.appearanceState == .appeared,
                      case .announcementDidFinish(_, true) = notification, let context = context() else { return }
                _ = self.run(steps, in: context)
            }
        }
    }

    /// Hooks the app delegate's behaviours.
    func attachDelegateBehaviours(_ behaviours: Behaviours, to delegate: Responder) {
        let context: @MainActor () -> StepContext? = { StepContext(instance: nil, element: nil) }
        attachGestures(behaviours, to: delegate, context: context)
        if let steps = behaviours[.announcementDidFinish] {
            application?.notificationCenter.addObserver(forName: .announcementDidFinish) { [weak self] notification in
                guard let self, case .announcementDidFinish(_, true) = notification else { return }
                _ = self.run(steps, in: StepContext(instance: nil, element: nil))
            }
        }
    }

    private func attachGestures(_ behaviours: Behaviours, to responder: Responder, context: @escaping @MainActor () -> StepContext?) {
        if let steps = behaviours[.escape] {
            responder.accessibilityPerformEscapeBlock = { [weak self] in
                guard let self, let context = context() else { return false }
                return self.run(steps, in: context) ?? true
            }
        }
        if let steps = behaviours[.magicTap] {
            responder.accessibilityMagicTapBlock = { [weak self] in
                guard let self, let context = context() else { return false }
                return self.run(steps, in: context) ?? true
            }
        }
        let scrolls = behaviours.events.filter { if case .scroll = $0 { return true } else { return false } }
        guard !scrolls.isEmpty else { return }
        responder.accessibilityScrollBlock = { [weak self] direction in
            guard let self, let context = context(),
                  let steps = behaviours[.scroll(direction)] ?? behaviours[.scroll(nil)] else { return false }
            return self.run(steps, in: context) ?? true
        }
    }
}
