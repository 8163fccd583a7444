import AccessibilityTree

/// Escape, magic tap and three-finger scroll: searched along the responder chain from the focused
/// element (spec §5, §6; seed 001:257–261). Each responder's method (or block) runs first; where it
/// returns false and UIKit has a built-in behaviour for that responder, the behaviour acts there, in
/// chain order — so a view inside a navigation stack that handles escape wins over the navigation
/// controller, and one that returns false passes escape on to it.
extension VoiceOver {
    /// Two-finger scrub: go back or dismiss.
    @discardableResult
    public func escape() -> GestureResult {
        perform(.escape) {
            let before = focused
            for responder in chain() {
                if responder.handleEscape() {
                    afterAppCode(focusedBefore: before)
                    return .responder(ResponderDescription(responder))
                }
                if let action = SystemDefaults.escape(for: responder, in: window) {
                    let description = action()
                    afterAppCode(focusedBefore: before)
                    return .uikitDefault(ResponderDescription(responder), action: description)
                }
            }
            playSound(.boundary)
            return .unhandled(fallback: nil)
        }
    }

    /// Two-finger double tap: the app's most important action, up to the app delegate.
    @discardableResult
    public func magicTap() -> GestureResult {
        perform(.magicTap) {
            let before = focused
            for responder in chain() where responder.handleMagicTap() {
                afterAppCode(focusedBefore: before)
                return .responder(ResponderDescription(responder))
            }
            return .unhandled(fallback: SystemDefaults.magicTapFallback)
        }
    }

    /// Three-finger swipe: scroll by a page; the page status is spoken, the boundary plays at an edge.
    @discardableResult
    public func scroll(_ direction: AccessibilityScrollDirection) -> GestureResult {
        perform(.scroll(direction)) {
            let before = focused
            for responder in chain() {
                if responder.handleScroll(direction) {
                    playSound(.pageTurn)
                    afterAppCode(focusedBefore: before)
                    return .responder(ResponderDescription(responder))
                }
                if let outcome = SystemDefaults.scroll(responder, direction: direction, in: window) {
                    playSound(.pageTurn)
                    rederive()
                    application.post(notification: .pageScrolled, argument: outcome.status)
                    return .uikitDefault(ResponderDescription(responder), action: outcome.action)
                }
            }
            playSound(.boundary)
            return .unhandled(fallback: nil)
        }
    }

    /// The responder chain from the focused element, or from the front-most screen's view when
    /// nothing is focused.
    func chain() -> [Responder] {
        if let object = focusedObject { return Array(object.responderChain) }
        if let view = window?.visibleViewController?.viewIfLoaded { return Array(view.responderChain) }
        return window.map { Array($0.responderChain) } ?? []
    }
}

/// UIKit's built-in behaviour for the special gestures when no responder handles them (spec §5).
@MainActor
enum SystemDefaults {
    /// What the system does for an unhandled magic tap: its default (play or pause media).
    static let magicTapFallback = "system default"

    /// The escape behaviour UIKit gives `responder`, when it has one and it applies now: an alert's
    /// cancel action, dismissing a sheet or popover (unless modal in presentation), popping a
    /// navigation stack, going back in a collapsed split view. Only controllers in the front-most
    /// presentation act; a controller covered by a presentation does not (so escape in a full-screen
    /// presentation does not pop the stack underneath: spec §5 says it is not dismissed by default).
    static func escape(for responder: Responder, in window: Window?) -> (() -> String)? {
        guard let controller = responder as? ViewController, isInFrontLayer(controller, window) else { return nil }
        if let alert = controller as? AlertController {
            guard let cancel = alert.cancelAction else { return nil }
            return { alert.perform(cancel); return "performs \(cancel.title)" }
        }
        if let presentation = presentationStyle(of: controller), controller.presentingViewController != nil,
           controller.rootAncestor === controller, presentation.isDismissedByEscape, !controller.isModalInPresentation {
            return { controller.dismiss(animated: true); return "dismisses the \(presentation == .popover ? "popover" : "sheet")" }
        }
        if let navigation = controller as? NavigationController, navigation.viewControllers.count > 1 {
            return { navigation.popViewController(animated: true); return "pops" }
        }
        if let split = controller as? SplitViewController, split.isCollapsed, split.isShowingSecondaryWhenCollapsed {
            return { split.showPrimaryWhenCollapsed(); return "shows the primary column" }
        }
        return nil
    }

    private static func presentationStyle(of controller: ViewController) -> ModalPresentationStyle? {
        guard let window = controller.viewIfLoaded?.window else { return nil }
        return window.presentationStack.first { $0.presented === controller }?.style
    }

    private static func isInFrontLayer(_ controller: ViewController, _ window: Window?) -> Bool {
        guard let front = window?.presentationStack.last else { return true }
        return controller.rootAncestor === front.presented
    }

    /// The outcome of UIKit's default three-finger scroll.
    struct ScrollOutcome {
        var action: String
        var status: String
    }

    /// Scrolls `responder` when it is a scroll view or a page view controller that can move in
    /// `direction`; nil when it cannot (the search goes on up the chain).
    static func scroll(_ responder: Responder, direction: AccessibilityScrollDirection, in window: Window?) -> ScrollOutcome? {
        if let pages = responder as? PageViewController, isInFrontLayer(pages, window) {
            let forward: Bool
            switch (pages.navigationOrientation, direction) {
            case (_, .next), (.horizontal, .left), (.vertical, .up): forward = true
            case (_, .previous), (.horizontal, .right), (.vertical, .down): forward = false
            default: return nil
            }
            guard pages.turnPage(forward: forward) else { return nil }
            return ScrollOutcome(action: forward ? "turns to the next page" : "turns to the previous page",
                                 status: "Page \(pages.currentIndex + 1) of \(pages.pages.count)")
        }
        guard let scroll = responder as? ScrollView, scroll.isScrollEnabled else { return nil }
        let horizontal = scroll.scrollsHorizontally
        var offset = scroll.contentOffset
        switch direction {
        case .up: guard !horizontal else { return nil }; offset.y += scroll.pageHeight
        case .down: guard !horizontal else { return nil }; offset.y -= scroll.pageHeight
        case .left: guard horizontal else { return nil }; offset.x += scroll.pageWidth
        case .right: guard horizontal else { return nil }; offset.x -= scroll.pageWidth
        case .next: if horizontal { offset.x += scroll.pageWidth } else { offset.y += scroll.pageHeight }
        case .previous: if horizontal { offset.x -= scroll.pageWidth } else { offset.y -= scroll.pageHeight }
        }
        guard scroll.setContentOffset(offset) else { return nil }
        if let table = scroll as? TableView {
            let rows = table.visibleRowRange()
            return ScrollOutcome(action: "scrolls a page", status: "Rows \(rows.first) to \(rows.last) of \(rows.count)")
        }
        let position = scroll.pagePosition(horizontal: horizontal)
        return ScrollOutcome(action: "scrolls a page", status: "Page \(position.page) of \(position.count)")
    }
}
