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

    @Test("The HTML report draws the screen at the size it was laid out at, each element at its solved frame")
    func htmlAtSolvedSize() throws {
        let request = try DeviceRequest(name: "retina4_7", landscape: true)
        let report = audit(try SceneSubject(path: "Tests/SceneLoaderTests/Fixtures/title-layout.storyboard", device: request))
        let html = ReportFormat.html.render(AuditResult(subjects: [report], rules: []))
        // The 667 × 375 pt landscape screen, not the 390 × 844 pt phone the file was designed on; the
        // label laid out from 20 to 647 pt (the frames worked out in namedDevice above).
        #expect(html.contains("viewBox=\"0 0 667 "))
        #expect(!html.contains("viewBox=\"0 0 390 "))
        #expect(html.contains("<rect x=\"20\" y=\"20\" width=\"627\" height=\"20.5\""))
        #expect(html.contains("A 667 × 375 pt screen"))
    }
}
