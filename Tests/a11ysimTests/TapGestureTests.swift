import Foundation
import Testing

/// Issue 28, item 7: views with tap gesture recognizers VoiceOver cannot reach or does not call
/// buttons. The fixture (Fixtures/TapGestureApp) has a card element whose Interface Builder tap
/// recognizer opens it (no button trait), a plain photo view the code gives a tap recognizer, a button
/// with its own recognizer and the root view's keyboard-dismissal tap (both exempt);
/// Fixtures/TapGestureFixedApp is the same with the card and the photo made buttons.
@Suite("tap-gesture-not-accessible on storyboards and code")
struct TapGestureTests {
    static let app = "Tests/a11ysimTests/Fixtures/TapGestureApp"
    static let fixed = "Tests/a11ysimTests/Fixtures/TapGestureFixedApp"

    @Test("The card without the button trait and the unreachable photo are reported; the button and the keyboard dismissal are not")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
                warning[tap-gesture-not-accessible] "Summer trip" (element 2)
                  "Summer trip" has a tap gesture recognizer (action openCard) but neither the button nor the link trait: VoiceOver does not say it can be activated.
            """), "\(output.stdout)")
        #expect(output.stdout.contains("""
                  This UIView has a tap gesture recognizer (action openPhoto) but is not an accessibility element and no element holds it: VoiceOver cannot activate it.
            """), "\(output.stdout)")
        #expect(output.stdout.contains("Main.storyboard:22:25"), "\(output.stdout)")
        #expect(!output.stdout.contains("shareTwice"), "\(output.stdout)")
        #expect(!output.stdout.contains("dismissKeyboard"), "\(output.stdout)")
        #expect(output.stdout.contains("0 errors, 2 warnings"), "\(output.stdout)")
    }

    @Test("Without the code only the storyboard's recognizer is known")
    func withoutCode() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(output.stdout.contains("openCard"), "\(output.stdout)")
        #expect(!output.stdout.contains("openPhoto"), "\(output.stdout)")
    }

    @Test("The fixed app, with the card and the photo made buttons, has no finding")
    func fixed() throws {
        let output = try CommandRunner.run(["audit", Self.fixed])
        #expect(!output.stdout.contains("tap-gesture-not-accessible"), "\(output.stdout)")
        #expect(output.stdout.contains("0 errors, 0 warnings"), "\(output.stdout)")
    }

    @Test("Recognizers given a target later, needing two taps or added through a UIView helper are judged; a disabled one is not")
    func gaps() throws {
        let output = try CommandRunner.run(["audit", "Tests/a11ysimTests/Fixtures/TapGestureGapsApp"])
        for action in ["openPhoto", "zoomMap", "openProfile"] {
            #expect(output.stdout.contains("This UIView has a tap gesture recognizer (action \(action)) but is not an accessibility element"), "\(output.stdout)")
        }
        #expect(!output.stdout.contains("closeBanner"), "\(output.stdout)")
        #expect(output.stdout.contains("0 errors, 3 warnings"), "\(output.stdout)")
    }
}
