import A11yAudit
import AccessibilityTree
import SceneLoader
import Testing

/// The audit shows each input on the device `--device`, `--landscape` and `--rtl` ask for, laid out
/// by its constraints there (docs/layout.md, "On another device").
@Suite("The audit explores inputs on the device asked for")
@MainActor
struct AuditDeviceTests {
    @Test("An input designed on a 390×844 phone is audited on a 375×667 one in landscape, its label placed by its constraints")
    func namedDevice() throws {
        let request = try DeviceRequest(name: "retina4_7", landscape: true)
        let application = try SceneSubject(path: "Tests/SceneLoaderTests/Fixtures/title-layout.storyboard", device: request).makeApplication()
        let window = try #require(application.keyWindow)
        #expect(window.device.portraitSize == Size(width: 375, height: 667))
        #expect(window.device.orientation == .landscape)
        // 667 wide in landscape with no status bar: 20 pt margins (414 pt wide or more), so the label
        // runs from 20 to 667 − 20, 20 pt from the top.
        #expect(window.rootViewController?.view.subviews.first?.frame == Rect(x: 20, y: 20, width: 627, height: 20.5))
    }
}
