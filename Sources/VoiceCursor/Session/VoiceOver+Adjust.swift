import AccessibilityTree

/// Increment and decrement: on the focused adjustable element only, then the new value is spoken
/// (spec §5).
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
        rederive()
        guard let index = tree.index(of: before.id) else { return .responder(ResponderDescription(object)) }
        let after = refreshed(tree.elements[index])
        if focusedID == before.id {
            if before.value != after.value, let value = Phrase.valueChange(for: after) {
                speak(value, kind: .valueChange, language: after.language, interrupt: true)
            } else {
                playSound(.boundary)
            }
        }
        return .responder(ResponderDescription(object))
    }
}
