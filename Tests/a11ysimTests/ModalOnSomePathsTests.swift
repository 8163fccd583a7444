import Foundation
import Testing

/// Issue 29 item 5: a view made modal on some paths only (Fixtures/ModalOnSomePathsApp, as
/// CovidCertificate's info box) does not hide the rest of the screen: a finding needs evidence on
/// every path (docs/code.md, "Control flow").
@Suite("A view made modal on some paths only")
struct ModalOnSomePathsTests {
    static let app = "Tests/a11ysimTests/Fixtures/ModalOnSomePathsApp"

    @Test("The screen keeps its elements, and the explanation says the flag was left alone")
    func screenKeepsItsElements() throws {
        let output = try CommandRunner.run(["tree", Self.app + "/LaunchScreen.storyboard", "--code", Self.app, "--scene", "HomeViewController", "--explain-code"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Certificates"), "\(output.stdout)")
        #expect(output.stderr.contains("sets accessibilityViewIsModal to true on some paths only"), "\(output.stderr)")
    }
}
