import SnapshotTesting
import Testing
import VoiceOverSnapshotTesting
import VoiceOverTesting

/// The Settings storyboard for a Voice Control user: the names they can say, and a spoken walk.
/// The golden file is in __Snapshots__; re-record with `SNAPSHOT_TESTING_RECORD=all swift test`.
@MainActor @Suite("Settings: Voice Control")
struct SettingsVoiceControlTests {
    @Test("Every control answers to a name, and saying a row's name opens it")
    func tapByName() throws {
        let vo = try VoiceOverSession(Fixture.settings)
        vo.expectNames(["Crossfade", "Decrement", "Increment", "Low", "Normal", "High", "Downloads, 1.2 GB", "Now Playing"])
        let result = vo.say("Tap Now Playing")
        #expect(result.message == "tapped Now Playing, button")
        vo.expectScreen("Now Playing")
        vo.say("Go back")
        vo.expectScreen("Settings")
        assertSnapshot(of: vo, as: .voiceControlNames)
    }
}
