import AccessibilityTree

/// Increment and decrement: on the focused adjustable element only, then the new value is spoken
/// (docs/voiceover.md §5).
extension VoiceOver {
    /// Flick up on an adjustable element.
    @discardableResult
    public func increment() -> GestureResult {
        perform(.increment) { adjust(up: true) }
    }

    /// Flick down on an adjustable element.
    @discardableResult
    public func decrement() -> GestureResult {
        perform(.decrement) { adjust(up: false) }
    }

    func adjust(up: Bool) -> GestureHandler {
        guard let before = focused, let object = focusedObject else { return .unhandled(fallback: "nothing focused") }
        guard before.traits.contains(.adjustable) else {
            return .unhandled(fallback: "\(before.label ?? "the element") is not adjustable")
        }
        if up { object.handleIncrement() } else { object.handleDecrement() }
        appCodeChange = .adjustment(before)
        return .responder(ResponderDescription(object, handledBy: up ? .increment : .decrement))
    }

    /// After an adjustment and the tree derived again: the new value, or the boundary sound when the
    /// value did not change (at a limit). Nothing when the element left the screen or lost focus.
    func speakAdjustment(since before: ElementSnapshot) {
        guard let index = tree.index(of: before.id), focusedID == before.id else { return }
        let after = refreshed(tree.elements[index])
        if before.value != after.value, let value = Phrase.valueChange(for: after) {
            speak(value, kind: .valueChange, language: after.language, interrupt: true)
        } else {
            playSound(.boundary)
        }
    }
}
