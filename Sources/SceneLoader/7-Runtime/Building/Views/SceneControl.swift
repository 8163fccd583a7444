import AccessibilityTree

/// A plain `UIControl`, or a view of the app's own `UIControl` subclass (docs/code.md, "Actions and
/// menus"): VoiceOver's double tap touches it, and UIKit's touch tracking sends `.touchUpInside` to
/// its targets. Its other events are sent only by the app's code (`sendActions(for:)`).
@MainActor
final class SceneControl: Control {
    override func simulateTap() -> TapOutcome {
        guard isEnabled, isUserInteractionEnabled else { return .unhandled }
        let description = "touches \(accessibilityLabel ?? "the control")"  // named before the action may rename it
        let sent = sendActions(for: .touchUpInside)
        // A control without a target for the touch does nothing VoiceOver can tell.
        return sent.isEmpty ? .unhandled : .handled(description: description, actions: sent)
    }
}
