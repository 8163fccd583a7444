import AccessibilityTree

/// Listens beside VoiceOver to the app's notifications, keeping the live objects that
/// screenChanged and layoutChanged ask VoiceOver to focus (VoiceOver's log only keeps their phrases).
@MainActor
final class NotificationRecorder: AccessibilityEventListener {
    /// The objects posted as focus targets since the last ``reset()``.
    private(set) var focusTargets: [AccessibilityObject] = []

    func application(_ application: Application, didSend event: AccessibilityEvent) {
        guard case .posted(let notification, let argument) = event,
              notification == .screenChanged || notification == .layoutChanged,
              case .element(let object) = argument else { return }
        focusTargets.append(object)
    }

    func reset() { focusTargets = [] }
}
