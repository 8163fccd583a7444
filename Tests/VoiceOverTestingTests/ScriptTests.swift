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
}
