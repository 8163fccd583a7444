/// `scroll-no-status`: a custom three-finger scroll that does not say where the user is.
public struct ScrollStatusRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "scroll-no-status", summary: "A scrollable area whose three-finger scroll gives no page status.", defaultSeverity: .warning,
        help: "After accessibilityScroll(_:) returns true, post UIAccessibility.Notification.pageScrolled with where the user is (\"Page 2 of 5\"); otherwise VoiceOver says nothing and the user can't tell whether anything moved.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.probes.scrolls.compactMap { scroll in
            guard scroll.handledByApp, !scroll.spokePageStatus else { return nil }
            return RuleHit(.element(scroll.elementIndex), "The three-finger scroll \(scroll.direction) is handled by \(scroll.handler) but nothing says where the user is: post pageScrolled with e.g. \"Page 2 of 5\".")
        }
    }
}
