import Testing
import VoiceCursor
import VoiceOverTesting

/// Voice Control in a focus test: say(_:), expectNames, expectNumbered, and failures that show what
/// Voice Control sees and what the command matched.
@MainActor @Suite("VoiceOverSession: Voice Control")
struct VoiceControlSessionTests {
    @Test("say taps by name through the app's own navigation, and the transcript records it")
    func sayTaps() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        let result = vo.say("Tap Downloads, 1.2 GB")
        #expect(result.message == "tapped Downloads, 1.2 GB, button")
        #expect(vo.expectScreen("Downloads"))
        #expect(vo.transcriptText.contains("> say \"Tap Downloads, 1.2 GB\""))
        #expect(vo.transcriptText.contains("voice control: tapped Downloads, 1.2 GB, button"))
        #expect(vo.expectNames(["Settings", "Remove All Downloads"]))
    }

    @Test("expectNames lists the names in number order; a failure shows what Voice Control sees")
    func names() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        #expect(vo.expectNames(["Crossfade", "Decrement", "Increment", "Low", "Normal", "High", "Downloads, 1.2 GB", "Now Playing"]))
        withKnownIssue {
            vo.expectNames(["Crossfade", "Decrement", "Increment", "Low", "Normal", "High", "Downloads", "Now Playing"])
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("- 7. Downloads\n  + 7. Downloads, 1.2 GB")
                && message.contains("Voice Control on this screen (number. name — phrase):\n  1. Crossfade  — Crossfade, switch button, on")
        }
    }

    @Test("expectNumbered checks the numbered items by name or phrase; without numbers it fails saying so")
    func numbered() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        vo.say("Show numbers")
        #expect(vo.expectNumbered(["Crossfade", "Decrement", "Increment", "Low", "Normal", "High", "Downloads, 1.2 GB, button", "Now Playing"]))
        withKnownIssue {
            vo.say("Hide numbers")
            vo.expectNumbered(["Crossfade"])
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("(numbers are not showing: say \"Show numbers\")") && message.contains("> say \"Hide numbers\"")
        }
    }

    @Test("A name nothing answers to says so, and the transcript shows it")
    func noMatch() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        let result = vo.say("Tap Downloads")
        #expect(result.message == "no item named Downloads")
        #expect(!result.succeeded)
        #expect(vo.expectScreen("Settings"))
    }
}
