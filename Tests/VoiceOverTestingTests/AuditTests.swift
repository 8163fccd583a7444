import A11yAudit
import Testing
import VoiceOverTesting

@MainActor @Suite("VoiceOverSession: the audit")
struct AuditTests {
    @Test("The settings storyboard has no audit errors")
    func noErrors() throws {
        let report = try VoiceOverSession.audit(settingsStoryboard)
        #expect(report.error == nil)
        #expect(report.screens.count > 1)
        #expect(report.findings(atLeast: .error).isEmpty)
    }

    @Test("A file with problems gives findings a test can filter")
    func findingsOfAScreen() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("examples/phone-call.yaml").path)
        let report = vo.audit()
        let first = report.findings(onScreen: vo.screenName)
        #expect(first.map(\.ruleID) == ["low-contrast", "low-contrast", "status-not-announced", "low-contrast", "status-not-announced", "status-not-announced"])
        #expect(first == vo.auditScreen())
        #expect(first.allSatisfy { $0.screen == vo.screenName })
    }
}
