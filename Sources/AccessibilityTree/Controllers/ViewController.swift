/// A screen's controller, like `UIViewController`: a root view, navigation and tab bar items, child
/// containment and presentation.
///
/// Appearance callbacks fire in UIKit's order on every transition: the entering controllers load their
/// views first, then `viewWillDisappear` (leaving) and `viewWillAppear` (entering), the views change,
/// then `viewDidDisappear` and `viewDidAppear`. Only controllers that actually enter or leave the
/// screen are called — popping several controllers calls only the old and the new top (seed 004:181–190).
@MainActor
open class ViewController: Responder {
    /// The title shown by navigation bars and tab bars.
    public var title: String? {
        didSet { viewIfLoaded?.window?.needsLayoutPass = true }
    }

    private var storedView: View?
    private var storedNavigationItem: NavigationItem?
    private var storedTabBarItem: TabBarItem?

    /// Items shown in the navigation controller's toolbar while this controller is on top.
    public var toolbarItems: [BarButtonItem]? {
        didSet { viewIfLoaded?.window?.needsLayoutPass = true }
    }

    /// How the controller covers the screen when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// When true, a sheet cannot be dismissed by a swipe or by the escape gesture.
    public var isModalInPresentation = false
    /// Where a popover points; set when presenting with the `popover` style.
    public var popoverPresentationController: PopoverPresentationController?
    /// The storyboard ID, kept for messages and scene overlays.
    public var storyboardIdentifier: String?
    /// The class a screen is named after when this controller is a loader's stand-in where UIKit has
    /// no controller (a xib's File's Owner without a class: its root view's class). Names the screen
    /// only; ``Responder/customClassName`` stays nil, so no code is looked up by it.
    public var standInClassName: String?

    /// UIResponder's `inputAccessoryView`: the view UIKit docks at the bottom of the window, above
    /// the bottom safe area, while this controller is first responder (a chat's composer bar); read
    /// after the screen's content (docs/voiceover.md, "A first responder's input accessory view").
    public var inputAccessoryView: View? {
        didSet { viewIfLoaded?.window?.needsLayoutPass = true }
    }
    /// Whether the controller is first responder while on screen: its `canBecomeFirstResponder`
    /// returns true (UIKit then makes it first responder as it appears), or its `viewDidAppear`
    /// calls `becomeFirstResponder()`.
    public var canBecomeFirstResponder = false {
        didSet { viewIfLoaded?.window?.needsLayoutPass = true }
    }

    /// The parent container, when this controller is a child.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// Whether the controller is the window's root (docs/voiceover.md §6: its next responder is the window).
    var isWindowRoot = false
    /// The window whose root this controller is.
    ///
    /// `unowned`, not `weak`: docs/performance.md, "No side tables". It cannot dangle: the window sets
    /// it, and clears it when it takes another root and when it goes away (``Window/rootViewController``).
    unowned var windowForRoot: Window?

    /// The presentation this controller is the presented controller of.
    weak var presentation: Presentation?
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    private var lifecycleObservers: [(event: LifecycleEvent, block: @MainActor (ViewController) -> Void)] = []

    public init(title: String? = nil) {
        self.title = title
        super.init()
    }

    override open var className: String { "UIViewController" }

    // MARK: View

    /// The root view; loaded on first access (`loadView`, then `viewDidLoad`).
    public var view: View {
        if let storedView { return storedView }
        loadView()
        let loaded = storedView ?? View(frame: Rect(origin: .zero, size: Device.phoneSize))
        storedView = loaded
        loaded.owningViewController = self
        fire(.viewDidLoad)
        return loaded
    }

    /// The root view if it has been loaded.
    public var viewIfLoaded: View? { storedView }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Replaces the root view (call from `loadView`, or before the view is loaded).
    public func setView(_ view: View) {
        storedView?.owningViewController = nil
        storedView = view
        view.owningViewController = self
    }

    /// Creates the root view. Override and call ``ViewController/setView(_:)``; the default is an empty full-screen view.
    open func loadView() {
        setView(View(frame: Rect(origin: .zero, size: Device.phoneSize)))
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Runs `block` after every `event` of this controller (scene-file behaviours hook in here).
    public func addLifecycleObserver(for event: LifecycleEvent, _ block: @escaping @MainActor (ViewController) -> Void) {
        lifecycleObservers.append((event, block))
    }

    /// Calls the lifecycle method for `event`, then its observers.
    func fire(_ event: LifecycleEvent) {
        switch event {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear(false); appearanceState = .appearing
        case .viewDidAppear: viewDidAppear(false); appearanceState = .appeared
        case .viewWillDisappear: viewWillDisappear(false); appearanceState = .disappearing
        case .viewDidDisappear: viewDidDisappear(false); appearanceState = .disappeared
        }
        for observer in lifecycleObservers where observer.event == event {
            observer.block(self)
        }
    }

    // MARK: Items

    /// The navigation bar's contents while this controller is on top of a navigation stack.
    public var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(owner: self)
        storedNavigationItem = item
        return item
    }

    /// The tab bar's item for this controller; its title defaults to the controller's title.
    public var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    // MARK: Ancestors

    /// The nearest navigation controller above this controller.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }
    /// The nearest split view controller above this controller.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// The top of this controller's parent chain.
    public var rootAncestor: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    // MARK: Containment (seed 002)

    /// Adds `child` as a child controller (calls `willMove(toParent:)`; call `didMove(toParent:)` after
    /// adding its view, as in UIKit).
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParentSilently()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (call `willMove(toParent: nil)` first, as in UIKit).
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller is added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    /// The children whose views are on screen now. A plain controller shows the children whose root
    /// views are in its view hierarchy (docs/model.md §1, custom containers); containers override this.
    open var visibleChildViewControllers: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return childView.isDescendant(of: root)
        }
    }

    /// Positions the root view in `frame` and lets containers place their children and bars.
    open func layoutContainedViews(in frame: Rect) {
        view.frame = frame
        for child in visibleChildViewControllers {
            child.layoutContainedViews(in: child.view.frame)
        }
    }

    // MARK: Safe area

    /// The insets bars and the system cover over this controller's view, in its own coordinates.
    public var safeAreaInsets: EdgeInsets {
        if let parent { return parent.safeAreaInsets(forChild: self) }
        if let presentation { return presentation.safeAreaInsets }
        return (windowForRoot?.device ?? viewIfLoaded?.window?.device ?? .phone).safeAreaInsets
    }

    /// The safe area a container gives `child`; containers with bars add them.
    open func safeAreaInsets(forChild child: ViewController) -> EdgeInsets { safeAreaInsets }

    // MARK: Content on screen

    /// The child whose content this controller shows the user in place of its own, or nil when the
    /// user sees this controller's content. Containers that show one child's screen override it
    /// (navigation: the top controller; tab bar: the selected one; split and page views: the last
    /// visible child); a custom container shows its own content.
    open var childForContent: ViewController? { nil }

    /// The controller whose content the user sees when this one is shown: ``childForContent``
    /// followed down to a controller without one. A container with nothing to show is its own content.
    public var contentViewController: ViewController { contentViewController(stoppingAt: { _ in false }) }

    /// ``contentViewController``, except that the walk stops at the first controller `stop` accepts.
    /// For outputs that name or act for a split or page view controller itself rather than its
    /// content (transcripts' transition names, scene steps), which must not change.
    public func contentViewController(stoppingAt stop: (ViewController) -> Bool) -> ViewController {
        var current = self
        while !stop(current), let child = current.childForContent, child !== current { current = child }
        return current
    }

    // MARK: UIKit's escape

    /// docs/voiceover.md §5: escape dismisses a sheet or popover (not when ``isModalInPresentation``), asked of the
    /// presented controller itself. Containers with a step back of their own (a navigation stack's
    /// pop) take it first and call this only when there is none.
    override open func performDefaultEscape() -> String? {
        guard isInFrontLayer, let window = viewIfLoaded?.window,
              let presentation = window.presentationStack.first(where: { $0.presented === self }),
              presentingViewController != nil, rootAncestor === self,
              presentation.style.isDismissedByEscape, !isModalInPresentation else { return nil }
        let style = presentation.style
        dismiss(animated: true)
        return "dismisses the \(style == .popover ? "popover" : "sheet")"
    }

    /// Whether this controller is in the front-most layer: the window's last presentation, or the
    /// root's hierarchy when nothing is presented. Only controllers there act on escape and scroll by
    /// default, so escape in a full-screen presentation does not pop the stack underneath (docs/voiceover.md §5
    /// says it is not dismissed by default).
    var isInFrontLayer: Bool {
        guard let front = hostWindow?.presentationStack.last else { return true }
        return rootAncestor === front.presented
    }

    // MARK: Responder chain

    /// docs/voiceover.md §6: an embedded child → the superview of its root view; a presented controller → the
    /// presenting controller; the window's root → the window.
    override open var next: Responder? {
        if parent != nil, let superview = viewIfLoaded?.superview { return superview }
        if let presenting = presentingViewController { return presenting }
        if isWindowRoot { return windowForRoot ?? viewIfLoaded?.superview }
        return parent ?? viewIfLoaded?.superview
    }
}

/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Sendable, Codable {
    case disappeared, appearing, appeared, disappearing
}

/// A lifecycle callback, for observers and scene-file behaviours.
public enum LifecycleEvent: String, Hashable, Sendable, Codable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}
