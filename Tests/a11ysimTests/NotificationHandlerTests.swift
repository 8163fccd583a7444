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
        #expect(output.stdout.contains(#"(DraftViewController.saveTapped — announces "Draft saved", then posts draftSaved, DraftViewController.swift:19)"#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Draft saved)"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Draft deleted)"), "\(output.stdout)")
    }
}

/// Issue 28, item 3: a handler registered by one controller runs when another object posts its
/// name as the app runs. In Fixtures/ObserverApp the draft list observes `draftsChanged`, which
/// the store posts when the editor's Save is activated; the editor observes nothing.
@Suite("Notification handlers of other classes")
struct OtherClassNotificationTests {
    static let app = "Tests/a11ysimTests/Fixtures/ObserverApp"

    @Test("Saving in the editor runs the list's handler: its announcement is heard and its label reads the new count after going back")
    func otherClassHandler() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "New draft"; activate; focus "Save"; activate; focus "1 draft"; expect "1 draft""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(EditorViewController.saveTapped — posts draftsChanged, then goes back"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Draft list updated)"), "\(output.stdout)")
    }
}
