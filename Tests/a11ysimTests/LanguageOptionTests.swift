import Foundation
import Testing

/// docs/voiceover.md §4, "Language": `--language` on run, session, tree and audit picks VoiceOver's words.
@Suite("--language")
struct LanguageOptionTests {
    @Test("tree, run and audit speak VoiceOver's words in German; the app's labels stay as given")
    func german() throws {
        let tree = try CommandRunner.run(["tree", "examples/nav.yaml", "--language", "de"])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("1. First Level, Überschrift"))
        let run = try CommandRunner.run(["run", "examples/nav.yaml", "--language", "de", "-c", "next"])
        #expect(run.stdout.contains("Disclosure Buttons, Taste"))
        let audit = try CommandRunner.run(["audit", "examples/nav.yaml", "--language", "de", "--max-states", "3"])
        #expect(audit.stdout.contains(", Taste"), "\(audit.stderr)")
        #expect(!audit.stdout.contains(", button"))
    }

    @Test("A language without a verified word list is a usage error naming the ones there are")
    func unknown() throws {
        for command in [["tree", "examples/nav.yaml"], ["audit", "examples/nav.yaml"]] {
            let output = try CommandRunner.run(command + ["--language", "fr"])
            #expect(output.status == 2)
            #expect(output.stderr.contains("en, de, ru"))
        }
    }
}
