import Foundation
import Testing
import VoiceCursor
import VoiceOverTesting

@MainActor @Suite("VoiceOverSession: scripts")
struct ScriptTests {
    @Test("A script file gives the transcript `a11ysim run` prints")
    func scriptMatchesTheCommandsGoldenTranscript() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("examples/nav.yaml").path)
        let transcript = try vo.run(script: packageRoot.appendingPathComponent("Tests/a11ysimTests/Scripts/nav.txt").path)
        #expect(transcript.failedExpectations.isEmpty)
        let golden = try String(contentsOf: packageRoot.appendingPathComponent("Tests/a11ysimTests/Golden/nav.txt"), encoding: .utf8)
        #expect(vo.transcriptText + "\n" == golden)
    }

    @Test("A failed expect in a script fails the test with the script line")
    func failedExpectation() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        try withKnownIssue {
            try vo.run("next; expect \"Library, heading\"; next")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("expectation failed: expect \"Library, heading\"") && message.contains("  actual:   Playback, heading")
        }
    }

    @Test("An unreadable script throws, saying where it was looked for")
    func unreadableScript() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        #expect(throws: ScriptError.self) { try vo.run(script: "no-such-script.txt") }
    }

    @Test("expect-focus in a script and vo.expectFocus agree: on the second of two \"Same\" buttons both pass, on another both fail")
    func focusExpectationsAgree() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("Tests/VoiceOverTestingTests/Fixtures/same-label.yaml").path)
        vo.next()
        #expect(vo.focused?.phrase == "Same, button")
        #expect(vo.focused?.id != vo.voiceOver.element(named: "Same, button")?.id, "focus is on the second of the two")
        #expect(vo.expectFocus("Same, button"))
        #expect(vo.expectFocus("Same"))
        #expect(try vo.run("expect-focus \"Same, button\"; expect-focus Same").failedExpectations.isEmpty)

        withKnownIssue {
            #expect(!vo.expectFocus("other"))
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("  expected: other\n  actual:   Same, button\n")
        }
        try withKnownIssue {
            let failed = try vo.run("expect-focus other").failedExpectations
            #expect(failed.map(\.expected) == ["other"])
            #expect(failed.map(\.actual) == ["Same, button"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("  expected: other\n  actual:   Same, button\n")
        }
    }

    @Test("A script run in a test continues the test's transcript: one step count, one command per echo")
    func oneTranscript() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("Tests/VoiceOverTestingTests/Fixtures/same-label.yaml").path)
        vo.next()
        let transcript = try vo.run("next; expect-focus other")
        vo.previous()
        #expect(vo.step == 4)
        let echoes = vo.entries.compactMap { entry -> String? in
            if case .command = entry.content { return "\(entry.step) \(entry.command ?? "")" }
            return nil
        }
        #expect(echoes == ["1 next", "2 next", "3 expect-focus other", "4 previous"])
        #expect(transcript.entries.first?.step == 2)
        #expect(transcript.text == "> next\nOther, button\n> expect-focus other")
    }
}
