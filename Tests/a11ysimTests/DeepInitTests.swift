import Foundation
import Testing

/// A view of the app's class made past the interpreter's call depth (Fixtures/DeepInitApp, as
/// CovidCertificate's info box close button, made in an observer nine calls deep): its initializer,
/// which labels it, is not followed, so its label is known only when the app runs — not missing
/// (docs/code.md, "Limits").
@Suite("A view whose initializer is past the call depth")
struct DeepInitTests {
    static let app = "Tests/a11ysimTests/Fixtures/DeepInitApp"

    @Test("Its label is unknown, so the audit does not report it unlabelled")
    func labelUnknown() throws {
        let tree = try CommandRunner.run(["tree", Self.app + "/LaunchScreen.storyboard", "--code", Self.app, "--scene", "PopUpViewController"])
        #expect(tree.stdout.contains("2. ⟨CloseButton.init⟩, button"), "\(tree.stdout)")
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(!audit.stdout.contains("missing-label"), "\(audit.stdout)")
    }
}
