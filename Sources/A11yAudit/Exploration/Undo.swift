import AccessibilityTree

/// Takes a live app back to the screen it showed before a gesture that pushed, presented, selected a
/// tab or showed a split view's detail — popping, dismissing, reselecting and showing the old detail as
/// the app's own code would — so exploration can keep the
/// live app instead of replaying the path on a fresh one. The caller keeps the app only when the screen
/// is then exactly as it was.
@MainActor
struct Undo {
    private let presentationDepth: Int
    private let stacks: [(navigation: NavigationController, top: ViewController)]
    private let tabs: [(controller: TabBarController, index: Int)]
    private let details: [(split: SplitViewController, secondary: ViewController)]

    /// Records what `window` shows now.
    init(_ window: Window) {
        presentationDepth = window.presentationStack.count
        // One loop, no closures: taken before every probe, and a closure formed in main-actor code
        // checks its actor at run time on every call.
        var stacks: [(navigation: NavigationController, top: ViewController)] = []
        var tabs: [(controller: TabBarController, index: Int)] = []
        var details: [(split: SplitViewController, secondary: ViewController)] = []
        for controller in window.onScreenViewControllers() {
            if let navigation = controller as? NavigationController, let top = navigation.topViewController {
                stacks.append((navigation, top))
            } else if let tabBar = controller as? TabBarController {
                tabs.append((tabBar, tabBar.selectedIndex))
            } else if let split = controller as? SplitViewController, let secondary = split.secondaryViewController {
                details.append((split, secondary))
            }
        }
        self.stacks = stacks
        self.tabs = tabs
        self.details = details
    }

    /// Dismisses what was presented since, pops what was pushed, and reselects the tabs that were
    /// selected; returns whether anything needed undoing.
    func perform(in window: Window) -> Bool {
        var acted = false
        if window.presentationStack.count > presentationDepth,
           let presenting = window.presentationStack[presentationDepth].presenting {
            presenting.dismiss(animated: false)
            acted = true
        }
        for (controller, index) in tabs where controller.selectedIndex != index {
            controller.selectedIndex = index
            acted = true
        }
        for (split, secondary) in details where split.secondaryViewController !== secondary {
            split.showDetailViewController(secondary)
            acted = true
        }
        for (navigation, top) in stacks where navigation.topViewController !== top {
            guard navigation.viewControllers.contains(where: { $0 === top }) else { return false }
            navigation.popToViewController(top, animated: false)
            acted = true
        }
        return acted
    }
}
