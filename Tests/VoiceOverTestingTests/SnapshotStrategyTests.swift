import SnapshotTesting
import Testing
import VoiceOverSnapshotTesting
import VoiceOverTesting

/// The strategies against golden files in __Snapshots__ (re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SnapshotStrategyTests`, then review the diff).
@MainActor @Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    @Test("The swipe order with phrases and identifiers")
    func swipeOrder() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        assertSnapshot(of: vo, as: .swipeOrder)
    }

    @Test("A script's transcript")
    func scriptTranscript() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        assertSnapshot(of: try vo.run("focus \"Downloads\"; activate; escape; last; activate; escape"), as: .transcript)
    }

    @Test("The findings of a screen, with file names and lines only")
    func findings() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("examples/phone-call.yaml").path)
        assertSnapshot(of: vo.auditScreen(), as: .findings)
    }

    @Test("Voice Control's numbers, names and phrases")
    func voiceControlNames() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        assertSnapshot(of: vo, as: .voiceControlNames)
    }
}
