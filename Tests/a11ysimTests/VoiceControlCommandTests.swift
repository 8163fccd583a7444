import Foundation
import Testing

/// Voice Control from the command line: `say` in scripts and `run -c`, the session's Voice Control
/// mode, `tree --voice-control`, and the transcripts (docs/voice-control.md, "From the command line").
@Suite("Voice Control from the command line")
struct VoiceControlCommandTests {
    @Test("say in run -c: what it matched and what happened, in the text transcript")
    func sayInRun() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c",
                                            "say \"Show numbers\"; say \"Tap 1\"; expect-screen \"Disclosure Buttons\"; say \"Go back\"; say \"Tap Nope\""])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("> say \"Show numbers\"\nvoice control: showing numbers: 6 items"))
        #expect(output.stdout.contains("voice control: tapped Disclosure Buttons, button\n(handled by UITableViewCell \"Disclosure Buttons\": selects row 1)"))
        #expect(output.stdout.contains("voice control: tapped First Level, back button"))
        #expect(output.stdout.contains("voice control: no item named Nope"))
    }

    @Test("The JSON transcript records the utterance, the command understood, the matches and the outcome")
    func sayInJSON() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "--format", "json", "-c", "say \"Check One\""])
        #expect(output.status == 0, "\(output.stderr)")
        let line = try #require(output.stdout.split(separator: "\n").first { $0.contains("\"type\":\"voiceControl\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["utterance"] as? String == "Check One")
        #expect(object["understood"] as? String == "Tap Check One")
        #expect(object["succeeded"] as? Bool == true)
        #expect(object["message"] as? String == "tapped Check One, button")
        let matched = try #require(object["matched"] as? [[String: Any]])
        #expect(matched.first?["names"] as? [String] == ["Check One"])
    }

    @Test("say without a command is an input error with its column")
    func sayWithoutCommand() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c", "next; say"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("-c:1:7: 'say' takes a Voice Control command"))
    }

    @Test("tree --voice-control numbers and names the actionable items")
    func tree() throws {
        let output = try CommandRunner.run(["tree", "--voice-control", "examples/nav.yaml"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("screen: First Level\n1. Disclosure Buttons  — Disclosure Buttons, button\n2. Check One"))
    }

    @Test("The session's Voice Control mode reads commands and prints the result and the overlay")
    func session() throws {
        let output = try CommandRunner.run(["session", "examples/nav.yaml", "--voice-control"],
                                           input: "Show numbers\nTap 2\nnonsense\nquit\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("voice control: showing numbers: 6 items\nVoice Control: numbers — First Level\n  1: Disclosure Buttons, button"))
        #expect(output.stdout.contains("voice control: tapped Check One, button"))
        #expect(output.stdout.contains("voice control: no item named nonsense"))
    }
}
