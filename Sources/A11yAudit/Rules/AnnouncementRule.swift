/// `announcement-interrupted`: an announcement VoiceOver never gets to finish.
public struct AnnouncementInterruptedRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "announcement-interrupted", summary: "An announcement that is always interrupted (announcementDidFinish with wasSuccessful = false every time).",
        defaultSeverity: .warning,
        help: "An announcement posted just before a screen change or another announcement is cut off every time. Post it after the change (e.g. once announcementDidFinish or the transition completes), or queue it.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.announcements.compactMap { record in
            guard record.interrupted > 0, record.finished == 0 else { return nil }
            return RuleHit(.screen, "The announcement \"\(record.text)\" was interrupted every time it was spoken (\(record.interrupted) of \(record.interrupted)): announcementDidFinish came with wasSuccessful = false.", path: record.path)
        }
    }
}
