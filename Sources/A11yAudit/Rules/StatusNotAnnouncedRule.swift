/// `status-not-announced`: a gesture shows a status or error text on the same screen, and the app
/// tells VoiceOver nothing (docs/audit-rules.md).
public struct StatusNotAnnouncedRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "status-not-announced", summary: "Text a control shows on the same screen (an error, a status) without an announcement or a layout change (WCAG 4.1.3).",
        defaultSeverity: .warning,
        help: "VoiceOver does not read text that appears or changes by itself. After showing it, post UIAccessibility.post(notification: .announcement, argument: text), or .layoutChanged with the label to move focus to it.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        var seen: Set<String> = []
        return screen.silentStatus.compactMap { status in
            guard seen.insert(status.text).inserted else { return nil }
            let subject: RuleHit.Subject = status.elementIndex.map { .element($0) } ?? .screen
            return RuleHit(subject, "After \(status.path.last?.description ?? "the gesture"), the screen shows \"\(status.text)\", but nothing tells VoiceOver: no announcement, layout change or screen change is posted, so a VoiceOver user does not hear it.", path: status.path)
        }
    }
}
