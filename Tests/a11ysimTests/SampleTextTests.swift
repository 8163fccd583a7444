import Foundation
import Testing

/// Issue 28, item 4: Interface Builder's sample text that the code replaces with data is shown as
/// data with its sample (`⟨episode.title: “Lorem ipsum”⟩`), and the rules that judge words leave it
/// alone. The fixture (Fixtures/SampleTextApp) fills a label and a button title from an episode,
/// labels an image button from it, titles a button whose storyboard label differs from its sample title,
/// and leaves a "Label" no code sets.
@Suite("Sample text is not the app's text")
struct SampleTextTests {
    static let app = "Tests/a11ysimTests/Fixtures/SampleTextApp"

    @Test("tree shows the data's origin with the storyboard's sample; a text no code sets stays as written")
    func tree() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. ⟨episode.title: “Lorem ipsum”⟩"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Label"), "not guessed from its words: \(output.stdout)")
        #expect(output.stdout.contains("3. ⟨episode.actionTitle: “PLAY EPISODE”⟩, button"), "\(output.stdout)")
        #expect(output.stdout.contains("4. ⟨episode.shareName⟩, button"), "no sample under an accessibilityLabel: \(output.stdout)")
    }

    @Test("The transcript shows the marker where VoiceOver reads the text")
    func transcript() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", "next"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("⟨episode.title: “Lorem ipsum”⟩"), "\(output.stdout)")
    }

    @Test("The rules that judge words leave sample text alone: no label-quality on the capitals, no image-name-label, no label-in-name; all three without the code")
    func rules() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(!with.stdout.contains("label-quality"), "\(with.stdout)")
        #expect(!with.stdout.contains("image-name-label"), "\(with.stdout)")
        #expect(!with.stdout.contains("label-in-name"), "a title from data is not the words shown: \(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.contains("warning[label-quality] \"PLAY EPISODE, button\""), "\(without.stdout)")
        #expect(without.stdout.contains("image-name-label"), "\(without.stdout)")
        #expect(without.stdout.contains("error[label-in-name] \"Follow, button\""), "\(without.stdout)")
    }
}
