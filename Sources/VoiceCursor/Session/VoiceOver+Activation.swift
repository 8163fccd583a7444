import AccessibilityTree

/// Double tap (docs/voiceover.md §5): ``Activation`` acts; afterwards only the change is spoken (docs/voiceover.md §4).
extension VoiceOver {
    /// Double tap on the focused element.
    @discardableResult
    public func activate() -> GestureResult {
        perform(.activate) {
            guard let id = focusedID, let object = tree.object(for: id) else {
                return .unhandled(fallback: "nothing focused")
            }
            if rotorSetting == .actions, let index = rotorActionIndex,
               object.accessibilityCustomActions.indices.contains(index) {
                let action = object.accessibilityCustomActions[index]
                let succeeded = action.handler()
                // Compared as it is after the action: only a focus the action removed is recovered.
                appCodeChange = .appCode(focusedBefore: focused)
                return succeeded ? .responder(ResponderDescription(className: "UIAccessibilityCustomAction", label: action.name))
                    : .unhandled(fallback: "the action \"\(action.name)\" failed")
            }
            appCodeChange = .appCode(focusedBefore: focused)
            let outcome = Activation.activate(object, in: window)
            if !outcome.ranAppCode { appCodeChange = .none }
            for action in outcome.actions { log(.action(action)) }
            return outcome.handler
        }
    }

    /// After app code ran and the tree was derived again, with no event from the app to follow:
    /// speaks only what changed on the focused element (docs/voiceover.md §4), or recovers a lost focus.
    /// When it was on the keyboard's views (`keyboardField`, the field editing before the code ran),
    /// focus goes to the field editing now, else to that field (docs/voiceover.md, "A text field's
    /// input accessory view"); otherwise to the first element.
    func speakChange(since before: ElementSnapshot, keyboardField: TextField?) {
        guard let index = tree.index(of: before.id) else {
            let field = keyboardField.flatMap { window?.keyboardField ?? $0 }
            if let field, let element = tree.element(for: field) {
                moveFocus(to: element.id)
            } else if let first = tree.elements.first {
                moveFocus(to: first.id)
            } else {
                focusedID = nil
            }
            return
        }
        guard focusedID == before.id else { return }
        let after = refreshed(tree.elements[index])
        if let change = Self.spokenChange(from: before, to: after) {
            speak(change, kind: .valueChange, language: after.language, interrupt: true)
        }
    }

    /// What VoiceOver says when a gesture changed the focused element: the new value (switches:
    /// on/off), "selected" when it became selected, "is editing" when editing began — the words in the
    /// device's language.
    static func spokenChange(from before: ElementSnapshot, to after: ElementSnapshot) -> String? {
        if after.traits.contains(.switchButton), before.value != after.value { return Phrase.valueChange(for: after) }
        if before.value != after.value, let value = Phrase.valueChange(for: after) { return value }
        let language = after.voiceOverLanguage
        if !before.traits.contains(.selected) && after.traits.contains(.selected) { return language.word(.becameSelected) }
        if !before.traits.contains(.isEditing) && after.traits.contains(.isEditing) { return language.word(.isEditing) }
        return nil
    }
}

/// Finding the view under a finger.
@MainActor
enum HitTesting {
    /// The front-most visible, touchable view containing `point` (window coordinates).
    ///
    /// Unlike UIKit, subviews that stick out of a parent's bounds are still found (models built in
    /// code often leave container frames empty); hidden, transparent and non-interactive views and
    /// their subtrees are skipped, as UIKit does.
    static func hitTest(_ view: View, at point: Point) -> View? {
        if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return nil }
        for subview in view.subviews.reversed() {
            if let hit = hitTest(subview, at: point) { return hit }
        }
        return view.frameInWindow.contains(point) && !(view is Window) ? view : nil
    }
}
