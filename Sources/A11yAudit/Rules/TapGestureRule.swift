import AccessibilityTree

/// `tap-gesture-not-accessible`: a view with a tap gesture recognizer that VoiceOver cannot reach, or
/// reads without the button or link trait.
public struct TapGestureRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "tap-gesture-not-accessible", summary: "View with a tap gesture recognizer that VoiceOver cannot reach or does not call a button.",
        defaultSeverity: .warning,
        help: "VoiceOver's double tap reaches a tap gesture recognizer only through an accessibility element over it, and says an element can be activated only when it has the button or link trait. Make the view an accessibility element with a label and the button trait (or use a UIButton), or give the element that holds it accessibilityCustomActions.")

    /// Words of a recognizer's action that dismisses the keyboard (docs/audit-rules.md, tap-gesture-not-accessible).
    static let keyboardDismissalWords = ["keyboard", "endediting", "resignfirstresponder"]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.tapTargets.compactMap { target in
            // UIKit presents a control's or a cell's taps itself, and a list's through its cells.
            if target.isPresentedByUIKit { return nil }
            // A root view's tap that dismisses the keyboard only repeats what VoiceOver offers otherwise.
            if target.isRootView, target.actions.allSatisfy(Self.dismissesKeyboard) { return nil }
            let action = target.actions.first { !$0.isEmpty }.map { " (action \($0))" } ?? ""
            if let index = target.element, capture.snapshot.elements.indices.contains(index) {
                let element = capture.snapshot.elements[index]
                guard !element.traits.contains(.button), !element.traits.contains(.link) else { return nil }
                return RuleHit(.element(index), "\(element.quoted) has a tap gesture recognizer\(action) but neither the button nor the link trait: VoiceOver does not say it can be activated. Add the button trait (or use a UIButton).")
            }
            if target.isCoveredByAncestorElement { return nil }
            if target.containsElements {
                return RuleHit(.screen, "This \(target.className) has a tap gesture recognizer\(action) but is not an accessibility element: VoiceOver reads the elements inside it, and a double tap on one may reach the recognizer, but nothing says it can be activated. Make it one element with a label and the button trait (or use a UIButton).",
                               location: target.location)
            }
            return RuleHit(.screen, "This \(target.className) has a tap gesture recognizer\(action) but is not an accessibility element and no element holds it: VoiceOver cannot activate it. Make it an element with a label and the button trait (or use a UIButton).",
                           location: target.location)
        }
    }

    /// Whether `action` names a keyboard dismissal (`dismissKeyboard`, `endEditing`, `hideKeyboard`).
    static func dismissesKeyboard(_ action: String) -> Bool {
        let lowered = action.lowercased()
        return keyboardDismissalWords.contains { lowered.contains($0) }
    }
}
