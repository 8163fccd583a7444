import Foundation
import SnapshotTesting
import Testing
import VoiceOverSnapshotTesting
import VoiceOverTesting

/// The files under test, found from this file so the tests run from any directory.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let settings = root.appendingPathComponent("../storyboards/settings.storyboard").standardizedFileURL.path
    static func script(_ name: String) -> String { root.appendingPathComponent("Scripts/\(name)").path }
}

/// Focus behaviour of the Settings storyboard: what a VoiceOver user meets, step by step.
/// Golden files are in __Snapshots__; re-record with `SNAPSHOT_TESTING_RECORD=all swift test` and review
/// the diff.
@MainActor @Suite("Settings: VoiceOver focus")
struct SettingsFocusTests {
    /// Settings with the Downloads row opened.
    private func openDownloads() throws -> VoiceOverSession {
        let vo = try VoiceOverSession(Fixture.settings)
        vo.focus("Downloads")
        vo.activate()
        return vo
    }

    @Test("Opening Downloads lands on the back button")
    func pushLandsOnTheBackButton() throws {
        let vo = try openDownloads()
        vo.expectScreen("Downloads")
        vo.expectFocus("Settings, back button")
    }

    @Test("Escape from Downloads returns to the Downloads row")
    func escapeReturnsToTheOpenedRow() throws {
        let vo = try openDownloads()
        let escape = vo.escape()
        #expect(escape.handler.description == "UINavigationController (UIKit default: pops)")
        vo.expectFocus("Downloads, 1.2 GB, button")
        #expect(vo.lastSpokenPhrase == "Downloads, 1.2 GB, button")
    }

    @Test("The playback form reads label, control, then the segments in order")
    func formSwipeOrder() throws {
        let vo = try VoiceOverSession(Fixture.settings)
        vo.expectSwipeOrder([
            "Settings, heading",
            "Playback, heading",
            "Crossfade, switch button, on",
            "Crossfade seconds: 6",
            "Decrement, button",
            "Increment, button",
            "Low, button, 1 of 3",
            "Selected, Normal, button, 2 of 3",
            "High, button, 3 of 3",
            "Crossfade blends the end of one song into the next.",
            "Library, heading",
            "Downloads, 1.2 GB, button",
            "Now Playing, button",
        ])
        assertSnapshot(of: vo, as: .swipeOrder)
    }

    @Test("The queue sheet keeps focus inside it until it is dismissed")
    func modalTrapsFocus() throws {
        let vo = try VoiceOverSession(Fixture.settings)
        vo.focus("Now Playing")
        vo.activate()
        vo.focus("Queue")
        vo.activate()
        vo.expectFocus("Up Next, heading")
        vo.last()
        let past = vo.next()
        #expect(past.sounds == [.boundary])
        vo.expectFocus("Title, Subtitle, button")
        vo.first()
        let before = vo.previous()
        #expect(before.sounds == [.boundary])
        vo.expectFocus("Up Next, heading")
        vo.escape()
        vo.expectFocus("Queue, button")
    }

    @Test("Downloads has no audit errors")
    func downloadsHasNoAuditErrors() throws {
        let vo = try openDownloads()
        let findings = vo.auditScreen()
        #expect(findings.filter { $0.severity == .error }.isEmpty)
        assertSnapshot(of: findings, as: .findings)
    }

    @Test("The walk through Settings says what the golden transcript says")
    func walkTranscript() throws {
        let vo = try VoiceOverSession(Fixture.settings)
        assertSnapshot(of: try vo.run(script: Fixture.script("settings-walk.txt")), as: .transcript)
    }
}
