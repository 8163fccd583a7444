/// `focus-after-transition`: VoiceOver's focus lands nowhere useful after a screen change.
public struct FocusAfterTransitionRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "focus-after-transition", summary: "Focus after a transition lands on nothing, on a hidden element, or behind a modal.",
        defaultSeverity: .error,
        help: "After a push, presentation or screenChanged, VoiceOver focuses the posted element or the first one. Post screenChanged with a visible element of the new screen, and make presented content modal.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.landings.map { landing in
            let subject: RuleHit.Subject = landing.focusedIndex.map { .element($0) } ?? .screen
            return RuleHit(subject, "After \(landing.path.last?.description ?? "the transition"), \(landing.problem).", path: landing.path)
        }
    }
}
