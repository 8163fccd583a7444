import Foundation
import Testing

/// Issue 28: two controllers titled by one unknown value are two screens (docs/audit.md, "How
/// exploration works"). The fixture (Fixtures/SameTitleApp) pushes two timelines from its inbox, each
/// titled `viewModel.title` and showing the same content, the second a subclass of the first (as
/// mastodon's `AccountNotificationTimelineViewController` and `NotificationTimelineViewController`).
@Suite("Screens told apart by the controller on top when one unknown title names them")
struct ScreenIdentityTests {
    static let app = "Tests/a11ysimTests/Fixtures/SameTitleApp"

    @Test("Both controllers titled by the same unknown value are audited, and the timeline pushed again from itself is the screen already explored")
    func bothAudited() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("SceneDelegate.swift: 4 screens explored, 3 of 3 scenes audited, 0 findings"), "\(output.stdout)")
        #expect(output.stdout.contains("TimelineViewController.swift: 2 of 2 scenes audited"), "\(output.stdout)")
        #expect(!output.stdout.contains("already explored"), "\(output.stdout)")
        #expect(output.stdout.contains("audited 3 of 3 screens\n"), "\(output.stdout)")
    }

    @Test("The subclass that declares no initializer runs the one it inherits: its screen reads the unknown title and summary, as the user hears it after the push")
    func subclassReadsItsInheritedTitle() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Requests"; activate; next; next; next"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("(push RequestsViewController)\n[screen changed]\nInbox, back button\n> next\n⟨viewModel.title⟩, heading\n> next\n⟨viewModel.summary⟩\n> next\nOlder, button\n"),
                "\(output.stdout)")
    }
}
