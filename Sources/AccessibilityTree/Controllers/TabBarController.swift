/// Tabs along the bottom, like `UITabBarController`.
///
/// Only the selected child and the tab bar are on screen (docs/model.md §1). With more than five children the
/// bar shows the first four and "More", whose navigation controller lists the rest; choosing a row
/// pushes that child (seed 000:1039–1047).
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the bottom.
    public let tabBar = TabBar()
    /// Asked before a tab is selected by the user, like the delegate's `shouldSelect`.
    public var shouldSelect: (@MainActor (ViewController) -> Bool)?
    /// The controller behind the "More" tab, when there are more than five children.
    public private(set) var moreNavigationController: NavigationController?

    /// The most tabs shown before "More" takes the fifth place.
    public static let maximumVisibleTabs = 5

    private var selectedSlot = 0

    public init(viewControllers: [ViewController] = []) {
        super.init(title: nil)
        setViewControllers(viewControllers)
    }

    override open var className: String { "UITabBarController" }

    /// Whether the "More" tab is shown.
    public var hasMoreTab: Bool { viewControllers.count > Self.maximumVisibleTabs }

    /// The controllers that have their own tab (without the ones under "More").
    public var tabbedViewControllers: [ViewController] {
        hasMoreTab ? Array(viewControllers.prefix(Self.maximumVisibleTabs - 1)) : viewControllers
    }

    /// The index of the selected tab's controller in ``viewControllers`` (the More tab's list counts as
    /// the first controller under it).
    public var selectedIndex: Int {
        get { selectedSlot }
        set { select(slot: newValue, byUser: false) }
    }

    /// The selected controller (under More: the one pushed onto the More list, or the More list's).
    public var selectedViewController: ViewController? {
        if hasMoreTab && selectedSlot >= Self.maximumVisibleTabs - 1 { return moreNavigationController }
        return viewControllers.indices.contains(selectedSlot) ? viewControllers[selectedSlot] : nil
    }

    override open var visibleChildViewControllers: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override open var childForContent: ViewController? { selectedViewController }

    /// Replaces the tabs.
    public func setViewControllers(_ controllers: [ViewController]) {
        for old in children { old.viewIfLoaded?.removeFromSuperview(); old.removeFromParentSilently() }
        viewControllers = controllers
        if controllers.count > Self.maximumVisibleTabs {
            let list = MoreListViewController(tabBarController: self)
            let more = NavigationController(rootViewController: list)
            more.tabBarItem = TabBarItem(systemItem: .more)
            moreNavigationController = more
            for controller in controllers.prefix(Self.maximumVisibleTabs - 1) { addChild(controller) }
            addChild(more)
        } else {
            moreNavigationController = nil
            for controller in controllers { addChild(controller) }
        }
        selectedSlot = min(selectedSlot, max(0, controllers.count - 1))
        tabBar.rebuild(for: self)
        hostWindow?.needsLayoutPass = true
    }

    /// Selects tab `slot` (0-based among the shown tabs) as the user does: asks ``shouldSelect``.
    /// Returns whether the selection happened.
    @discardableResult
    public func selectTab(at slot: Int) -> Bool {
        select(slot: slot, byUser: true)
    }

    @discardableResult
    private func select(slot: Int, byUser: Bool) -> Bool {
        let tabCount = hasMoreTab ? Self.maximumVisibleTabs : viewControllers.count
        let shownSlot = hasMoreTab ? min(slot, Self.maximumVisibleTabs - 1) : slot
        guard (0..<tabCount).contains(shownSlot) else { return false }
        let target = hasMoreTab && shownSlot == Self.maximumVisibleTabs - 1 ? moreNavigationController : viewControllers[shownSlot]
        if byUser, let target, let shouldSelect, !shouldSelect(target) { return false }
        guard shownSlot != selectedSlot else { return true }
        let from = selectedViewController
        performAppearanceTransition(in: hostWindow, kind: .tabSelection, from: from, to: { target }) {
            selectedSlot = shownSlot
        }
        return true
    }

    /// Pushes the child at `index` (one of those under More) onto the More navigation controller.
    func showMoreChild(at index: Int) {
        guard let more = moreNavigationController, viewControllers.indices.contains(index) else { return }
        let child = viewControllers[index]
        if more.viewControllers.count > 1 { more.popToRootViewController(animated: false) }
        more.pushViewController(child)
    }

    override open func safeAreaInsets(forChild child: ViewController) -> EdgeInsets {
        var insets = safeAreaInsets
        insets.bottom += Metrics.tabBarHeight
        return insets
    }

    override open func layoutContainedViews(in frame: Rect) {
        view.frame = frame
        let bounds = Rect(origin: .zero, size: frame.size)
        let visible = visibleChildViewControllers
        for subview in view.subviews where subview !== tabBar && !visible.contains(where: { $0.viewIfLoaded === subview }) {
            subview.removeFromSuperview()
        }
        if let selected = visible.first {
            if selected.view.superview !== view { view.insertSubview(selected.view, at: 0) }
            selected.layoutContainedViews(in: bounds)
        }
        let height = Metrics.tabBarHeight + safeAreaInsets.bottom
        tabBar.frame = Rect(x: 0, y: frame.height - height, width: frame.width, height: height)
        if tabBar.superview !== view { view.addSubview(tabBar) }
        tabBar.update(for: self, rightToLeft: hostWindow?.device.layoutDirection == .rightToLeft)
    }
}

/// The tab bar: a container with the tabBar trait whose buttons VoiceOver reads as "tab, N of M";
/// the selected one is "Selected" and a badge is read as the value (docs/model.md §2, docs/voiceover.md §4).
@MainActor
public final class TabBar: View {
    private(set) var buttons: [TabBarButton] = []

    override public var className: String { "UITabBar" }
    override public var standardAccessibilityTraits: AccessibilityTraits { .tabBar }

    func rebuild(for controller: TabBarController) {
        for button in buttons { button.removeFromSuperview() }
        var items = controller.tabbedViewControllers
        if let more = controller.moreNavigationController { items.append(more) }
        buttons = items.enumerated().map { TabBarButton(tabBarController: controller, slot: $0.offset, controller: $0.element) }
        for button in buttons { addSubview(button) }
    }

    func update(for controller: TabBarController, rightToLeft: Bool) {
        guard !buttons.isEmpty else { return }
        let width = frame.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            let x = rightToLeft ? frame.width - width * Double(index + 1) : width * Double(index)
            button.frame = Rect(x: x, y: 0, width: width, height: Metrics.tabBarHeight)
        }
    }
}

/// One tab of the tab bar.
@MainActor
final class TabBarButton: Control {
    weak var tabBarController: TabBarController?
    let slot: Int
    weak var controller: ViewController?

    init(tabBarController: TabBarController, slot: Int, controller: ViewController) {
        self.tabBarController = tabBarController
        self.slot = slot
        self.controller = controller
        super.init(frame: .zero)
        accessibilityIdentifier = controller.tabBarItem.accessibilityIdentifier
    }

    override var className: String { "UITabBarButton" }
    override var standardIsAccessibilityElement: Bool { true }

    override var standardAccessibilityLabel: String? {
        guard let item = controller?.tabBarItem else { return nil }
        return item.accessibilityLabel ?? item.title ?? item.systemItem?.title(in: deviceLanguage) ?? controller?.title ?? item.imageName
    }

    /// The tab's title under its icon.
    override var displayedText: String? {
        guard let item = controller?.tabBarItem else { return nil }
        return item.title ?? item.systemItem?.title(in: deviceLanguage) ?? controller?.title
    }

    override var standardAccessibilityValue: String? { controller?.tabBarItem.badgeValue }

    override var standardAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = [.button, .tabBarItem]
        if tabBarController?.selectedIndex == slot {
            traits.insert(.selected)
        }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    override func simulateTap() -> TapOutcome {
        guard let tabBarController, tabBarController.selectTab(at: slot) else { return .unhandled }
        return .handled(description: "selected")
    }
}

/// The "More" tab's list: one row per remaining child with a disclosure indicator (seed 000:1039–1047).
@MainActor
final class MoreListViewController: ViewController {
    weak var tabBarController_: TabBarController?

    init(tabBarController: TabBarController) {
        tabBarController_ = tabBarController
        super.init(title: "More")
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .edit)
    }

    override var className: String { "UIMoreListController" }

    override func loadView() {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        guard let tabs = tabBarController_ else { setView(table); return }
        let start = TabBarController.maximumVisibleTabs - 1
        let cells = tabs.viewControllers.indices.dropFirst(start).map { index -> TableViewCell in
            let child = tabs.viewControllers[index]
            let cell = TableViewCell(text: child.tabBarItem.title ?? child.tabBarItem.systemItem?.title ?? child.title)
            cell.imageView.imageName = child.tabBarItem.imageName
            cell.accessoryType = .disclosureIndicator
            cell.onSelect = { [weak tabs] in tabs?.showMoreChild(at: index) }
            return cell
        }
        table.sections = [TableSection(cells: cells)]
        setView(table)
    }
}
