extension Window {
    /// The controllers whose views are on screen, parents before children, bottom layer first.
    ///
    /// A full-screen or current-context presentation removes everything below it (docs/model.md §1); every other
    /// style leaves the presenting content on screen (dimmed), so its controllers stay "appeared".
    public func onScreenViewControllers() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.visibleChildViewControllers { visit(child) }
        }
        let firstCovering = presentationStack.lastIndex { $0.removesPresentingContent }
        if firstCovering == nil, let root = rootViewController { visit(root) }
        let start = firstCovering ?? 0
        for presentation in presentationStack[start...] { visit(presentation.presented) }
        return result
    }

    /// Whether the window is shown (made key), so appearance callbacks and notifications apply.
    var isOnScreen: Bool { application != nil }
}

/// Runs `mutation` as a UIKit transition: appearance callbacks in UIKit's order around it, then the
/// completed transition reported to VoiceOver (docs/voiceover.md §7).
@MainActor
func performAppearanceTransition(in window: Window?, kind: TransitionRecord.Kind,
                                 from: ViewController?, to: @MainActor () -> ViewController?,
                                 mutation: () -> Void) {
    guard let window, window.isOnScreen, let application = window.application else {
        mutation()
        return
    }
    application.performTransition {
        let before = window.onScreenViewControllers()
        mutation()
        window.needsLayoutPass = true
        let after = window.onScreenViewControllers()
        let leaving = controllers(before, notIn: after)
        let entering = controllers(after, notIn: before)
        for controller in entering { _ = controller.view }
        for controller in leaving { controller.fire(.viewWillDisappear) }
        for controller in entering { controller.fire(.viewWillAppear) }
        window.layoutIfNeededForAccessibility()
        for controller in leaving { controller.fire(.viewDidDisappear) }
        for controller in entering { controller.fire(.viewDidAppear) }
        application.transitionDidComplete(kind, from: from, to: to())
    }
}

/// The controllers of `list` that are not in `other`, by identity, in `list`'s order.
///
/// Nonisolated, and without closures: a closure formed in main-actor code checks at run time that it
/// runs on the main actor each time it is called, and this runs for every pair on every transition.
nonisolated private func controllers(_ list: [ViewController], notIn other: [ViewController]) -> [ViewController] {
    var result: [ViewController] = []
    for controller in list {
        var found = false
        for candidate in other where candidate === controller {
            found = true
            break
        }
        if !found { result.append(controller) }
    }
    return result
}

extension ViewController {
    /// Appearance for the initial screen, when the window becomes key.
    func beginAppearanceForWindowRoot() {
        guard let window = windowForRoot else { return }
        let controllers = window.onScreenViewControllers()
        for controller in controllers { _ = controller.view }
        window.layoutIfNeededForAccessibility()
        for controller in controllers where controller.appearanceState == .disappeared {
            controller.fire(.viewWillAppear)
        }
        for controller in controllers where controller.appearanceState == .appearing {
            controller.fire(.viewDidAppear)
        }
    }

    /// The window this controller is shown in, if any.
    var hostWindow: Window? {
        viewIfLoaded?.window ?? rootAncestor.windowForRoot ?? rootAncestor.presentation?.window
    }
}
