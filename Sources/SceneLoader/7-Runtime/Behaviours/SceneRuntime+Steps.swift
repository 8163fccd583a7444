import AccessibilityTree

extension SceneRuntime {
    /// Runs steps in order; returns the last `handled`/`unhandled` result, or nil when none was given.
    ///
    /// A navigation step that cannot act (nothing to pop or dismiss, no page to turn) ends the
    /// behaviour as unhandled, so VoiceOver applies its default (the boundary sound). Other problems
    /// (an element not on screen) are recorded as application warnings, as UIKit logs, and the
    /// remaining steps still run.
    @discardableResult
    func run(_ steps: [Step], in context: StepContext) -> Bool? {
        var result: Bool?
        for step in steps {
            switch perform(step, in: context) {
            case .next: continue
            case .result(let handled): result = handled
            case .stop: return false
            }
        }
        return result
    }

    /// What a step tells the steps after it.
    enum StepOutcome {
        case next
        case result(Bool)
        case stop
    }

    private func perform(_ step: Step, in context: StepContext) -> StepOutcome {
        let owner = actingController(in: context)
        switch step.action {
        case .result(let handled):
            return .result(handled)
        case .conditional(let condition, let then, let otherwise):
            let branch = test(condition, in: context, mark: step.mark) ? then : otherwise
            var outcome = StepOutcome.next
            for inner in branch {
                switch perform(inner, in: context) {
                case .next: continue
                case .result(let handled): outcome = .result(handled)
                case .stop: return .stop
                }
            }
            return outcome
        case .show(let transition):
            show(transition, from: owner, context: context, mark: step.mark)
        case .push(let transition):
            guard let navigation = navigationController(of: owner) else {
                warn("cannot push '\(transition.controller)': \(owner?.displayClassName ?? "the screen") is not in a navigation controller", at: step.mark)
                return .stop
            }
            navigation.pushViewController(make(transition, context: context))
        case .showDetail(let transition):
            if let split = owner?.splitViewController {
                split.showDetailViewController(make(transition, context: context))
            } else {
                show(transition, from: owner, context: context, mark: step.mark)
            }
        case .present(let transition):
            present(transition, from: owner, context: context, mark: step.mark)
        case .pop:
            if navigationController(of: owner)?.popViewController() == nil { return .stop }
        case .popToRoot:
            if navigationController(of: owner)?.popToRootViewController().isEmpty ?? true { return .stop }
        case .dismiss:
            guard let owner, owner.presentedViewController != nil || owner.presentingViewController != nil else { return .stop }
            owner.dismiss()
        case .unwind(let action):
            unwind(action, from: owner, mark: step.mark)
        case .selectTab(let selector):
            selectTab(selector, from: owner, mark: step.mark)
        case .turnPage(let forward):
            guard let pages = pageViewController(near: owner), pages.turnPage(forward: forward) else { return .stop }
        case .post(let notification, let argument):
            post(notification, argument, in: context, mark: step.mark)
        case .postAppNotification(let name):
            deliverAppNotification(name, from: context)
        default:
            mutate(step, in: context)
        }
        return .next
    }

    /// A fresh instance for a transition, with its title and texts (set on the first controller of a
    /// navigation controller).
    private func make(_ transition: Transition, context: StepContext) -> ViewController {
        let made = instantiate(transition.controller, presenter: context.instance)
        let controller = (made as? NavigationController)?.viewControllers.first ?? made
        if let title = transition.title { controller.title = title }
        if let message = transition.message, let alert = controller as? AlertController { alert.message = message }
        if let instance = instance(of: controller) {
            if controller.isViewLoaded {
                for text in transition.texts { setText(text.text, on: instance.element(text.element)) }
            } else {
                instance.pendingTexts = transition.texts
            }
        }
        return made
    }

    private func show(_ transition: Transition, from owner: ViewController?, context: StepContext, mark: SourceMark) {
        if let navigation = navigationController(of: owner) {
            navigation.pushViewController(make(transition, context: context))
        } else {
            present(transition, from: owner, context: context, mark: mark)
        }
    }

    private func present(_ transition: Transition, from owner: ViewController?, context: StepContext, mark: SourceMark) {
        guard let owner else {
            warn("cannot present '\(transition.controller)': nothing is on screen", at: mark)
            return
        }
        let controller = make(transition, context: context)
        if let style = transition.style, !(controller is AlertController) { controller.modalPresentationStyle = style }
        if controller.modalPresentationStyle == .popover {
            let popover = PopoverPresentationController(sourceView: context.element as? View)
            if let size = instance(of: controller)?.template.preferredContentSize { popover.preferredContentSize = size }
            controller.popoverPresentationController = popover
        }
        owner.present(controller)
    }

    private func navigationController(of controller: ViewController?) -> NavigationController? {
        (controller as? NavigationController) ?? controller?.navigationController
    }

    private func pageViewController(near controller: ViewController?) -> PageViewController? {
        var current = controller
        while let candidate = current {
            if let pages = candidate as? PageViewController { return pages }
            current = candidate.parent
        }
        return window?.onScreenViewControllers().reversed().compactMap { $0 as? PageViewController }.first
    }

    /// Goes back to the controller whose class, storyboard ID or title the unwind action names
    /// (`unwindToMenuViewController:` finds `MenuViewController`): popping to it in a navigation
    /// stack, dismissing presentations above it. Without a match: dismiss when presented, else pop.
    private func unwind(_ action: String?, from owner: ViewController?, mark: SourceMark) {
        guard let owner else { return }
        let wanted = (action ?? "").lowercased().replacingOccurrences(of: "unwindto", with: "").filter(\.isLetter)
        func matches(_ controller: ViewController) -> Bool {
            guard !wanted.isEmpty else { return false }
            let names = [controller.customClassName, controller.storyboardIdentifier, controller.title, controller.navigationItem.title]
            return names.compactMap { $0?.lowercased().filter(\.isLetter) }.contains { !$0.isEmpty && (wanted.contains($0) || $0.contains(wanted)) }
        }
        var presented: ViewController? = owner
        while let current = presented {
            if let navigation = navigationController(of: current),
               let target = navigation.viewControllers.dropLast().last(where: matches) {
                if current.rootAncestor !== owner.rootAncestor { current.dismiss() }
                navigation.popToViewController(target)
                return
            }
            if matches(current) && current !== owner {
                current.dismiss()
                return
            }
            presented = current.presentingViewController
        }
        if owner.presentingViewController != nil {
            owner.dismiss()
        } else if navigationController(of: owner)?.popViewController() == nil {
            warn("nothing to unwind to from \(owner.displayClassName)", at: mark)
        }
    }

    private func selectTab(_ selector: TabSelector, from owner: ViewController?, mark: SourceMark) {
        let tabs = (owner as? TabBarController) ?? owner?.tabBarController ?? window?.rootViewController as? TabBarController
        guard let tabs else {
            warn("no tab bar controller to select a tab in", at: mark)
            return
        }
        switch selector {
        case .index(let index):
            guard tabs.viewControllers.indices.contains(index) else {
                warn("there is no tab \(index) (tabs count from 0)", at: mark)
                return
            }
            tabs.selectedIndex = index
        case .title(let title):
            guard let index = tabs.viewControllers.firstIndex(where: {
                ($0.tabBarItem.title ?? $0.tabBarItem.systemItem?.title ?? $0.title) == title
            }) else {
                warn("there is no tab titled '\(title)'", at: mark)
                return
            }
            tabs.selectedIndex = index
        }
    }

    private func post(_ notification: AccessibilityNotification, _ argument: NotificationArgumentSpec, in context: StepContext, mark: SourceMark) {
        let value: Any?
        switch argument {
        case .none: value = nil
        case .text(let text): value = text
        case .element(let reference):
            guard let object = resolve(reference, in: context) as? AccessibilityObject else {
                warn("cannot post \(notification.rawValue): no element '\(reference)' on screen", at: mark)
                return
            }
            value = object
        case .textOf(let reference):
            guard let object = resolve(reference, in: context) else {
                warn("cannot post \(notification.rawValue): no element '\(reference)' on screen", at: mark)
                return
            }
            value = spokenText(of: object) ?? ""
        }
        (application ?? Application.current)?.post(notification: notification, argument: value)
    }

    private func spokenText(of object: AnyObject) -> String? {
        switch object {
        case let item as BarButtonItem: return item.resolvedLabel(in: (application ?? Application.current)?.keyWindow?.device.language ?? .english)
        case let element as AccessibilityObject: return element.accessibilityLabel ?? element.accessibilityValue
        default: return nil
        }
    }
}
