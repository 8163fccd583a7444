import VoiceOverTesting
import XCTest

/// The same assertions from an XCTest case: they report through XCTFail there. (XCTest on Linux runs
/// test methods on the main thread but cannot call a main-actor method, hence `assumeIsolated`.)
final class XCTestSupportTests: XCTestCase {
    func testPushLandsOnTheBackButton() throws {
        try MainActor.assumeIsolated {
            let vo = try VoiceOverSession(settingsStoryboard)
            vo.focus("Downloads")
            vo.activate()
            XCTAssertTrue(vo.expectFocus("Settings, back button"))
            vo.escape()
            XCTAssertTrue(vo.expectFocus("Downloads, 1.2 GB, button"))
        }
    }
}
