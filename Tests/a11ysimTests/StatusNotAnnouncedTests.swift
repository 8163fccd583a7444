import Foundation
import Testing

/// Issue 28, item 7: a status or error text the app's code shows without telling VoiceOver. The
/// fixture (Fixtures/StatusTextApp) has a Sign In button whose IBAction sets and unhides an error
/// label, and a Send Reset Link button whose IBAction sets a status label and announces it.
@Suite("status-not-announced on the app's code")
struct StatusNotAnnouncedTests {
    static let app = "Tests/a11ysimTests/Fixtures/StatusTextApp"

    @Test("The error the sign-in action shows silently is reported at its label; the announced reset status is not")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
                warning[status-not-announced] "Wrong email or password" (element 3)
                  After activate "Sign In", the screen shows "Wrong email or password", but nothing tells VoiceOver: no announcement, layout change or screen change is posted, so a VoiceOver user does not hear it.
                  at Tests/a11ysimTests/Fixtures/StatusTextApp/Main.storyboard:24:25
                  reached by: Sign In › activate "Sign In"
            """), "\(output.stdout)")
        #expect(!output.stdout.contains("Reset link sent\""), "\(output.stdout)")
        #expect(output.stdout.contains("0 errors, 1 warning"), "\(output.stdout)")
    }

    @Test("Without the code the buttons do nothing, so nothing is reported")
    func withoutCode() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(!output.stdout.contains("status-not-announced"), "\(output.stdout)")
    }
}
