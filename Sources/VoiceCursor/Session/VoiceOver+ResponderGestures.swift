import AccessibilityTree

/// Escape, magic tap and three-finger scroll: searched along the responder chain from the focused
/// element (docs/voiceover.md §5, §6; seed 001:257–261). Each responder's method (or block) runs first; where it
/// returns false, the responder's UIKit behaviour (``Responder/performDefaultEscape()``,
/// ``Responder/performDefaultScroll(_:)``, overridden by the classes it belongs to) acts there, in
/// chain order — so a view inside a navigation stack that handles escape wins over the navigation
/// controller, and one that returns false passes escape on to it.
extension VoiceOver {
    /// What the system does for an unhandled magic tap: its default (play or pause media). No UIKit
    /// class has a magic tap of its own.
    static let magicTapFallback = "system default"

    /// Two-finger scrub: go back or dismiss.
    @discardableResult
    public func escape() -> GestureResult {
        perform(.escape) {
            appCodeChange = .appCode(focusedBefore: focused)
            for responder in chain() {
                if responder.handleEscape() { return .responder(ResponderDescription(responder, handledBy: .performEscape)) }
                if let action = responder.performDefaultEscape() {
                    return .uikitDefault(ResponderDescription(responder), action: action)
                }
            }
            appCodeChange = .none
            playSound(.boundary)
            return .unhandled(fallback: nil)
        }
    }

    /// Two-finger double tap: the app's most important action, up to the app delegate.
    @discardableResult
    public func magicTap() -> GestureResult {
        perform(.magicTap) {
            appCodeChange = .appCode(focusedBefore: focused)
            for responder in chain() where responder.handleMagicTap() {
                return .responder(ResponderDescription(responder, handledBy: .magicTap))
            }
            appCodeChange = .none
            return .unhandled(fallback: Self.magicTapFallback)
        }
    }

    /// Three-finger swipe: scroll by a page; the page status is spoken, the boundary plays at an edge.
    @discardableResult
    public func scroll(_ direction: AccessibilityScrollDirection) -> GestureResult {
        perform(.scroll(direction)) {
            appCodeChange = .appCode(focusedBefore: focused)
            for responder in chain() {
                if responder.handleScroll(direction) {
                    playSound(.pageTurn)
                    return .responder(ResponderDescription(responder, handledBy: .scroll))
                }
                if let action = responder.performDefaultScroll(direction) {
                    // The scroll posted its page status, which is spoken once the gesture settles.
                    appCodeChange = .appCode(focusedBefore: nil)
                    playSound(.pageTurn)
                    return .uikitDefault(ResponderDescription(responder), action: action)
                }
            }
            appCodeChange = .none
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
