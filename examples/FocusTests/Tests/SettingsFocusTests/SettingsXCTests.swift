import VoiceOverTesting
import XCTest

/// The same assertions from XCTest: a failure goes through XCTFail, with the transcript. XCTest on Linux
/// runs test methods on the main thread but cannot call a main-actor method, hence `assumeIsolated`.
final class SettingsXCTests: XCTestCase {
    func testEscapeFromDownloadsReturnsToTheRow() throws {
        try MainActor.assumeIsolated {
            let vo = try VoiceOverSession(Fixture.settings)
            vo.focus("Downloads")
            vo.activate()
            vo.expectFocus("Settings, back button")
            vo.escape()
            vo.expectFocus("Downloads, 1.2 GB, button")
        }
    }
}
