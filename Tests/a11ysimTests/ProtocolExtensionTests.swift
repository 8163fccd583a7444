import Foundation
import Testing

/// Issue 28, item 1: members the app declares in protocol extensions (`where Self:` clauses
/// respected) and in extensions of UIKit's classes run on the app's types and views. The fixture
/// (Fixtures/ProtocolExtensionApp) labels its two image buttons only there.
@Suite("Protocol extensions and extensions of UIKit's classes")
struct ProtocolExtensionTests {
    static let app = "Tests/a11ysimTests/Fixtures/ProtocolExtensionApp"

    @Test("VoiceOver reads the labels the default implementations set: the controller's Close (not the cell's Remove), UIButton's Preferences, the static reuseIdentifier")
    func labels() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Close, button"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Preferences, button"), "\(output.stdout)")
        #expect(output.stdout.contains("3. Screen SettingsViewController"), "\(output.stdout)")
        #expect(!output.stdout.contains("Remove"), "\(output.stdout)")
    }

    @Test("The audit passes the buttons with the code and reports both without it")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(with.stdout.contains("0 errors, 0 warnings"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.components(separatedBy: "error[image-name-label]").count - 1 == 2, "\(without.stdout)")
    }
}
