import Foundation
import Testing

/// Issue 28, item 2: UIKit runs a controller's `viewDidLayoutSubviews` and a view's
/// `layoutSubviews` after the first layout. The fixture (Fixtures/LayoutCodeApp) labels its image
/// button, its rating view and a badge made in code only there.
@Suite("layoutSubviews and viewDidLayoutSubviews run once")
struct LayoutCallbackTests {
    static let app = "Tests/a11ysimTests/Fixtures/LayoutCodeApp"

    @Test("VoiceOver reads the labels the layout callbacks set, and the audit passes the button")
    func labels() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.stdout.contains(". Favourite, button"), "\(output.stdout)")
        #expect(output.stdout.contains(". 4 of 5 stars"), "\(output.stdout)")
        // A view of the app's class made in code runs its class's layoutSubviews too.
        #expect(output.stdout.contains("New reviews"), "\(output.stdout)")
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(!with.stdout.contains("image-name-label"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.contains("image-name-label"), "\(without.stdout)")
    }
}
