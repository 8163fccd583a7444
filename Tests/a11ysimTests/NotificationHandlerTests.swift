import Foundation
import Testing

/// Issue 28, item 2: handlers the app registers with `NotificationCenter.default` run when its
/// own code posts that name. The fixture (Fixtures/NotificationApp) announces only in the handlers:
/// one registered with a selector, one with a closure.
@Suite("Notification handlers for the app's own posts")
struct NotificationHandlerTests {
    static let app = "Tests/a11ysimTests/Fixtures/NotificationApp"

    @Test("Activating Save and Delete posts the app's notifications; the handlers' announcements are heard")
    func handlers() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Save"; activate; focus "Delete"; activate"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(#"(DraftViewController.saveTapped — announces "Draft saved", DraftViewController.swift:19)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Draft saved)"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Draft deleted)"), "\(output.stdout)")
    }
}
