import AccessibilityTree

/// `overlay-not-modal`: content behind an over-style presentation or a custom overlay is still read.
public struct OverlayNotModalRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "overlay-not-modal", summary: "Content behind an overFullScreen/overCurrentContext presentation or a custom overlay is still reachable (missing accessibilityViewIsModal).",
        defaultSeverity: .error,
        help: "VoiceOver reads what an over-style presentation or an overlay view covers, so users swipe into content they can't see. Set accessibilityViewIsModal = true on the presented (or overlay) view.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        guard let overlay = screen.capture.screen.overlay, let first = overlay.coveredElements.first else { return [] }
        let elements = screen.capture.snapshot.elements
        let count = overlay.coveredElements.count
        return [RuleHit(.element(first), "VoiceOver still reads \(count) element\(count == 1 ? "" : "s") behind the \(overlay.description), starting with \(elements[first].quoted). Set accessibilityViewIsModal on the view in front.", location: overlay.location)]
    }
}

/// `presentation-trap`: a presentation nothing leaves.
public struct PresentationTrapRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "presentation-trap", summary: "A presentation that escape cannot leave and that has no control that leaves it.", defaultSeverity: .warning,
        help: "A full-screen presentation is not dismissed by VoiceOver's escape gesture by default (docs/voiceover.md §5). Implement accessibilityPerformEscape() to dismiss it, and show a Close or Done button.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let facts = screen.capture.screen
        guard facts.presentationDepth > 0, let escape = screen.probes.escape, !escape.changedScreen,
              !screen.probes.activations.values.contains(where: { $0.leavesPresentation || $0.goesBack }) else { return [] }
        let style = facts.presentationStyle?.rawValue ?? "modal"
        return [RuleHit(.screen, "Nothing leaves this \(style) presentation of \(facts.controllerName): escape (two-finger scrub) does nothing and no control dismisses it. Implement accessibilityPerformEscape() and add a visible Close button.", location: facts.controllerLocation)]
    }
}

/// `escape-not-handled`: a presentation only a button leaves.
public struct EscapeNotHandledRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "escape-not-handled", summary: "A presentation that a control leaves but the escape gesture does not.", defaultSeverity: .warning,
        help: "VoiceOver users expect the two-finger scrub to close what was presented. UIKit does this for sheets and popovers but not for full-screen presentations: implement accessibilityPerformEscape() to dismiss.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let facts = screen.capture.screen
        guard facts.presentationDepth > 0, !facts.isAlert, let escape = screen.probes.escape, !escape.changedScreen,
              let exit = screen.probes.activations.keys.sorted().first(where: {
                  let outcome = screen.probes.activations[$0]
                  return outcome?.leavesPresentation == true || outcome?.goesBack == true
              }) else { return [] }
        let style = facts.presentationStyle?.rawValue ?? "modal"
        let control = screen.capture.snapshot.elements[exit].quoted
        return [RuleHit(.screen, "Escape (two-finger scrub) does nothing on this \(style) presentation of \(facts.controllerName); only \(control) leaves it. Implement accessibilityPerformEscape() to dismiss it.", location: facts.controllerLocation)]
    }
}
