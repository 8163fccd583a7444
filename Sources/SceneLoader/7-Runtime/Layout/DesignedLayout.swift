import AccessibilityTree

/// Every controller's view of a document solved on a device, with the bars its containers give it.
enum DesignedLayout {
    /// The layout environment of `controller`'s view: under the bars Interface Builder simulates on it
    /// when it names them; else, as Interface Builder infers them, under a navigation bar (44 pt) when a
    /// navigation controller with a visible bar holds it or the controller a show segue pushes it from,
    /// or, failing both, when it has a navigation item; above a tab bar (49 pt) when a tab bar
    /// controller holds it or its navigation controller. A root view Interface Builder drew as a page
    /// sheet (``isPageSheet(_:on:)``) is under no status bar, and under a navigation bar only when a
    /// navigation controller holds it. A root view saved at another size than the screen (a
    /// freeform size in Interface Builder) is laid out at its saved size, with the device's safe area
    /// and margins, unless `rootSize` gives another.
    static func environment(for controller: ControllerSpec, in document: SceneDocument, device: Device,
                            rootSize: Size? = nil) -> LayoutEnvironment {
        var parents: [String: ControllerSpec] = [:]
        for candidate in document.controllers {
            for child in candidate.containedControllers where parents[child] == nil { parents[child] = candidate }
        }
        var topBar = controller.navigationItem == nil ? 0.0 : Metrics.navigationBarHeight
        var bottomBar = 0.0
        // A pushed controller sits in the stack of the controller that pushes it. Each chain is walked
        // once per controller (a visited set, so a cycle of pushes or containers ends).
        var visited: Set<String> = [controller.id]
        var bottom = controller
        while parents[bottom.id] == nil, let pusher = bottom.content.rootView?.layout.pushedBy.flatMap(document.controller),
              visited.insert(pusher.id).inserted {
            bottom = pusher
        }
        var current = parents[bottom.id]
        var foundNavigation = false
        while let container = current, visited.insert(container.id).inserted {
            switch container.content {
            case .navigation(let navigation) where !foundNavigation:
                topBar = navigation.navigationBarHidden ? 0 : Metrics.navigationBarHeight
                foundNavigation = true
            case .tabs:
                bottomBar = Metrics.tabBarHeight
            default:
                break
            }
            current = parents[container.id]
        }
        let root = controller.content.rootView
        // A sheet is presented, not pushed: a bar only when a navigation controller holds it.
        let sheet = root?.frame.map { isPageSheet($0.size, on: device) } ?? false
        if sheet, !foundNavigation { topBar = 0 }
        var environment = LayoutEnvironment(device: device, size: rootSize ?? root?.frame?.size, topBar: root?.layout.simulatedTopBar ?? topBar,
                                            bottomBar: root?.layout.simulatedBottomBar ?? bottomBar)
        if sheet { environment.safeAreaInsets.top -= device.safeAreaInsets.top }
        if environment.size.width >= 414 { environment.systemMargin = 20 }
        return environment
    }

    /// Whether Interface Builder drew a root view of `size` as iOS 13's page sheet, the way a phone
    /// presents a modal controller by default from Xcode 11: as wide as the screen in portrait and
    /// as tall as it less the top of its safe area and 10 pt (the sheet starts 10 pt below the status
    /// bar; 842 pt on a 414×896 phone). Nothing covers a sheet's top, so UIKit gives its view no top
    /// safe-area inset, only the home indicator's below (docs/layout.md, "Auto Layout from Interface
    /// Builder files").
    static func isPageSheet(_ size: Size, on device: Device) -> Bool {
        guard device.idiom == .phone, device.orientation == .portrait else { return false }
        let screen = device.screenSize
        return size.width == screen.width && size.height == screen.height - device.safeAreaInsets.top - 10
    }
}
