/// Two (or three) columns, like `UISplitViewController`.
///
/// In regular width (pads, large phones in landscape) the primary and secondary columns are side by
/// side; in compact width one of them shows — the secondary once a detail has been shown (docs/model.md §1).
/// Rule (a11ysim): in compact width, escape from the secondary goes back to the primary, as the
/// collapsed navigation stack's back button would. A primary navigation controller takes shown
/// details onto its own stack instead (see ``showDetailViewController(_:)``).
@MainActor
open class SplitViewController: ViewController {
    public var primaryViewController: ViewController? { didSet { adopt(oldValue, primaryViewController) } }
    public var supplementaryViewController: ViewController? { didSet { adopt(oldValue, supplementaryViewController) } }
    public var secondaryViewController: ViewController? { didSet { adopt(oldValue, secondaryViewController) } }
    /// In compact width: whether the secondary column is the one shown.
    public private(set) var isShowingSecondaryWhenCollapsed = false

    public init(primary: ViewController? = nil, secondary: ViewController? = nil) {
        super.init(title: nil)
        primaryViewController = primary
        secondaryViewController = secondary
        adopt(nil, primary)
        adopt(nil, secondary)
    }

    override open var className: String { "UISplitViewController" }

    private func adopt(_ old: ViewController?, _ new: ViewController?) {
        if let old, old !== new { old.viewIfLoaded?.removeFromSuperview(); old.removeFromParentSilently() }
        if let new, new.parent !== self { addChild(new); new.didMove(toParent: self) }
        hostWindow?.needsLayoutPass = true
    }

    /// Whether only one column shows (compact width).
    public var isCollapsed: Bool { !(hostWindow?.device.isHorizontallyRegular ?? false) }

    override open var visibleChildViewControllers: [ViewController] {
        if isCollapsed {
            guard let shown = isShowingSecondaryWhenCollapsed ? secondaryViewController : primaryViewController else { return [] }
            return [shown]
        }
        var visible: [ViewController] = []
        for column in [primaryViewController, supplementaryViewController, secondaryViewController] {
            if let column { visible.append(column) }
        }
        return visible
    }

    override open var childForContent: ViewController? { visibleChildViewControllers.last }

    /// In compact width, escape from the secondary column goes back to the primary (a11ysim's rule,
    /// above); a presented split view is dismissed only from its primary column, as a presented
    /// navigation stack only from its root (docs/voiceover.md, "Defaults in chain order").
    override open func performDefaultEscape() -> String? {
        guard isInFrontLayer else { return nil }
        guard isCollapsed, isShowingSecondaryWhenCollapsed else { return super.performDefaultEscape() }
        showPrimaryWhenCollapsed()
        return "shows the primary column"
    }

    /// Shows `controller` in the secondary column, like `showDetailViewController(_:sender:)`.
    ///
    /// Collapsed on a window whose primary column is a navigation controller, the detail is pushed
    /// onto that navigation controller instead, as UIKit does: a detail that is itself a navigation
    /// controller is merged into it (its controllers are pushed), so the back button and escape pop it.
    public func showDetailViewController(_ controller: ViewController) {
        if let window = hostWindow, !window.device.isHorizontallyRegular,
           let navigation = primaryViewController as? NavigationController {
            var merged = [controller]
            if let detailNavigation = controller as? NavigationController {
                merged = detailNavigation.viewControllers
                detailNavigation.setViewControllers([])
            }
            if merged.count == 1 {
                navigation.pushViewController(merged[0])
            } else if !merged.isEmpty {
                navigation.setViewControllers(navigation.viewControllers + merged, animated: true)
            }
            return
        }
        let from = visibleChildViewControllers.last
        performAppearanceTransition(in: hostWindow, kind: .push, from: from, to: { controller }) {
            if secondaryViewController !== controller { secondaryViewController = controller }
            isShowingSecondaryWhenCollapsed = true
        }
    }

    /// In compact width, goes back from the secondary column to the primary; returns whether it did.
    @discardableResult
    public func showPrimaryWhenCollapsed() -> Bool {
        guard isCollapsed, isShowingSecondaryWhenCollapsed else { return false }
        let from = secondaryViewController
        performAppearanceTransition(in: hostWindow, kind: .pop, from: from, to: { self.primaryViewController }) {
            isShowingSecondaryWhenCollapsed = false
        }
        return true
    }

    override open func layoutContainedViews(in frame: Rect) {
        view.frame = frame
        let visible = visibleChildViewControllers
        for subview in view.subviews where !visible.contains(where: { $0.viewIfLoaded === subview }) {
            subview.removeFromSuperview()
        }
        let width = frame.width, height = frame.height
        let primaryWidth = Metrics.splitPrimaryColumnWidth
        let rtl = hostWindow?.device.layoutDirection == .rightToLeft
        var x: Double = 0
        for (index, child) in visible.enumerated() {
            let isLast = index == visible.count - 1
            let columnWidth = isLast ? width - x : primaryWidth
            let columnX = rtl ? width - x - columnWidth : x
            if child.view.superview !== view { view.addSubview(child.view) }
            child.layoutContainedViews(in: Rect(x: columnX, y: 0, width: max(0, columnWidth), height: height))
            x += columnWidth + (isLast ? 0 : 0.5)
        }
    }
}
