import AccessibilityTree

/// Activating an element as VoiceOver's double tap does (docs/voiceover.md §5): `accessibilityActivate()` (or its
/// block) first, else a tap at the activation point with the standard controls' behaviour. VoiceOver
/// and Voice Control both activate through here, so segues, actions and the app's code behave the same.
@MainActor
enum Activation {
    /// What an activation did.
    struct Outcome {
        /// Who handled it.
        var handler: GestureHandler
        /// The actions a standard control sent, for transcripts.
        var actions: [String]
        /// Whether the app's code (or UIKit's behaviour) ran, so the tree may have changed.
        var ranAppCode: Bool
    }

    /// Activates `object`, shown in `window`.
    static func activate(_ object: AccessibilityObject, in window: Window?) -> Outcome {
        // Handlers are described as they were when activated: the action may retitle them
        // (a "Move" button that becomes "Done").
        let activated = ResponderDescription(object, handledBy: .activate)
        if object.handleActivate() { return Outcome(handler: .responder(activated), actions: [], ranAppCode: true) }
        let (outcome, tapped) = tap(object, in: window)
        guard case .handled(let description, let actions) = outcome, let tapped else {
            return Outcome(handler: .unhandled(fallback: "nothing responds to a tap there"), actions: [], ranAppCode: false)
        }
        return Outcome(handler: .uikitDefault(tapped, action: description), actions: actions, ranAppCode: true)
    }

    /// Taps at the element's activation point (``tap(at:in:)``); a non-view element is tapped
    /// directly. Returns the outcome and the view that responded, described as it was before the tap.
    private static func tap(_ object: AccessibilityObject, in window: Window?) -> (TapOutcome, ResponderDescription?) {
        guard let view = object as? View, let window else {
            let described = ResponderDescription(object)
            return (object.simulateTap(), described)
        }
        return tap(at: object.accessibilityActivationPoint, in: window, under: view)
    }

    /// Taps at `point`: the front-most view there that responds (else `fallback`), walking up its
    /// superviews. Returns the outcome and the view that responded, described as it was before the tap.
    static func tap(at point: Point, in window: Window, under fallback: View? = nil) -> (TapOutcome, ResponderDescription?) {
        var candidate: View? = View.withCachedWindowCoordinates { HitTesting.hitTest(window, at: point) } ?? fallback
        while let current = candidate {
            let described = ResponderDescription(current)
            let outcome = current.simulateTap()
            if outcome != .unhandled { return (outcome, described) }
            candidate = current.superview
        }
        return (.unhandled, nil)
    }
}
