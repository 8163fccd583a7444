/// A stack of controllers with a navigation bar, like `UINavigationController`.
///
/// Only the top controller is on screen (docs/model.md §1). The root is never popped (seed 000:714, 004:58).
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the top, built from the top controller's navigation item.
    public let navigationBar = NavigationBar()
    /// The toolbar at the bottom, shown when not hidden and the top controller has toolbar items.
    public let toolbar = Toolbar()
    public var isNavigationBarHidden = false { didSet { hostWindow?.needsLayoutPass = true } }
    public var isToolbarHidden = true { didSet { hostWindow?.needsLayoutPass = true } }

    public init(rootViewController: ViewController? = nil) {
        super.init(title: nil)
        if let rootViewController { setViewControllers([rootViewController], animated: false) }
    }

    override open var className: String { "UINavigationController" }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller or, when it presents something, the presented controller (seed 000:717).
    public var visibleViewController: ViewController? {
        guard let top = topViewController else { return nil }
        return top.presentedViewController ?? top
    }

    override open var visibleChildViewControllers: [ViewController] {
        guard let top = topViewController else { return [] }
        return [top]
    }

    override open var childForContent: ViewController? { topViewController }

    /// docs/voiceover.md §5, §6: escape pops the stack when it holds more than one controller; only at its root
    /// does a presented stack's sheet or popover go away (docs/voiceover.md, "Defaults in chain order").
    override open func performDefaultEscape() -> String? {
        guard isInFrontLayer else { return nil }
        guard viewControllers.count > 1 else { return super.performDefaultEscape() }
        popViewController(animated: true)
        return "pops"
    }

    /// Pushes `controller` on top of the stack.
    public func pushViewController(_ controller: ViewController, animated: Bool = true) {
        guard !viewControllers.contains(where: { $0 === controller }) else {
            hostWindowWarning("Pushing the same view controller instance (\(controller.displayClassName)) more than once is not supported")
            return
        }
        let from = topViewController
        performAppearanceTransition(in: hostWindow, kind: .push, from: from, to: { controller }) {
            addChild(controller)
            viewControllers.append(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Pops the top controller; the root is never popped (returns nil then).
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2]).first
    }

    /// Pops everything above the root; returns the popped controllers.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return pop(to: root)
    }

    /// Pops everything above `controller`; returns the popped controllers.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool = true) -> [ViewController] {
        guard viewControllers.contains(where: { $0 === controller }) else { return [] }
        return pop(to: controller)
    }

    private func pop(to target: ViewController) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === target }), index < viewControllers.count - 1 else {
            return []
        }
        let popped = Array(viewControllers[(index + 1)...])
        let from = topViewController
        performAppearanceTransition(in: hostWindow, kind: .pop, from: from, to: { target }) {
            viewControllers.removeSubrange((index + 1)...)
            for controller in popped {
                controller.willMove(toParent: nil)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
        }
        return popped.reversed()
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        let from = topViewController
        performAppearanceTransition(in: hostWindow, kind: .setViewControllers, from: from, to: { controllers.last }) {
            for old in viewControllers where !controllers.contains(where: { $0 === old }) {
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParentSilently()
            }
            viewControllers = controllers
            for controller in controllers where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    /// Whether the toolbar is on screen now.
    public var showsToolbar: Bool { !isToolbarHidden && !(topViewController?.toolbarItems ?? []).isEmpty }

    override open func safeAreaInsets(forChild child: ViewController) -> EdgeInsets {
        var insets = safeAreaInsets
        if !isNavigationBarHidden {
            insets.top += Metrics.navigationBarHeight
            if topViewController?.navigationItem.prompt != nil { insets.top += Metrics.navigationPromptHeight }
        }
        if showsToolbar { insets.bottom += Metrics.toolbarHeight }
        return insets
    }

    override open func layoutContainedViews(in frame: Rect) {
        view.frame = frame
        let bounds = Rect(origin: .zero, size: frame.size)
        let outer = safeAreaInsets
        for subview in view.subviews where subview !== navigationBar && subview !== toolbar {
            if !visibleChildViewControllers.contains(where: { $0.viewIfLoaded === subview }) { subview.removeFromSuperview() }
        }
        if let top = topViewController {
            if top.view.superview !== view { view.insertSubview(top.view, at: 0) }
            top.layoutContainedViews(in: bounds)
        }
        if isNavigationBarHidden {
            navigationBar.removeFromSuperview()
        } else {
            let prompt = topViewController?.navigationItem.prompt != nil ? Metrics.navigationPromptHeight : 0
            navigationBar.frame = Rect(x: 0, y: outer.top + prompt, width: frame.width, height: Metrics.navigationBarHeight)
            if navigationBar.superview !== view { view.addSubview(navigationBar) }
            let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
            let rtl = hostWindow?.device.layoutDirection == .rightToLeft
            navigationBar.update(top: topViewController, previous: previous, navigationController: self, rightToLeft: rtl)
        }
        if showsToolbar {
            let height = Metrics.toolbarHeight + outer.bottom
            toolbar.frame = Rect(x: 0, y: frame.height - height, width: frame.width, height: height)
            if toolbar.superview !== view { view.addSubview(toolbar) }
            toolbar.update(items: topViewController?.toolbarItems ?? [])
        } else {
            toolbar.removeFromSuperview()
        }
    }
}
