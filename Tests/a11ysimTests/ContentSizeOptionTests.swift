import Foundation
import Testing

/// `--content-size` names one of UIKit's content size categories; text styles that adjust take its
/// size and the screen is laid out anew (docs/cli.md; docs/layout.md, "Dynamic Type").
@Suite("--content-size lays a storyboard out at the text size it names")
struct ContentSizeOptionTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/dynamic-type.storyboard"

    @Test("tree --content-size accessibilityExtraExtraExtraLarge: the heading 69.5 pt high, Name moved down to 156.5")
    func tree() throws {
        let output = try CommandRunner.run(["tree", Self.fixture, "--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Summary  {(16, 67), 200×69.5}"))
        #expect(output.stdout.contains("2. Name  {(16, 156.5),"))
        let plain = try CommandRunner.run(["tree", Self.fixture])
        #expect(plain.stdout.contains("2. Name  {(16, 121), 44×20.5}"))
    }

    @Test("A category UIKit does not have is refused, listing the ones it has")
    func badCategory() throws {
        let output = try CommandRunner.run(["tree", Self.fixture, "--content-size", "huge"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("accessibilityExtraExtraExtraLarge"))
        #expect(output.stderr.contains("huge"))
    }

    @Test("audit --content-size large checks AX5 besides, as by default; the report names the size")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.fixture, "--content-size", "large"])
        #expect(output.stdout.contains("warning[text-size-off-screen] \"Continue, button\""))
        #expect(output.stdout.contains("At the text size accessibilityExtraExtraExtraLarge (AX5)"))
    }
}
