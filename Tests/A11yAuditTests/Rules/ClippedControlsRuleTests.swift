import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader
import Testing

/// clipped-text on buttons, text fields and text views (Tests/SceneLoaderTests/Fixtures/clipped-controls.storyboard,
/// whose comment works each case out): what the audit says by default, when it checks AX5.
@Suite("clipped-text: button titles, text fields and text views cut off at AX5")
@MainActor
struct ClippedControlsRuleTests {
    static func hits() throws -> [String: String] {
        let report = audit(try SceneSubject(path: "Tests/SceneLoaderTests/Fixtures/clipped-controls.storyboard", device: try DeviceRequest(name: nil)))
        #expect(findings(report, "clipped-text").allSatisfy { $0.severity == .warning })
        return DynamicTypeRuleTests.hits(report, "clipped-text")
    }

    @Test("Continue's title, the Search field's text and the Notes text view are reported, each in its own words; the others pass")
    func findingsAtLargest() throws {
        let hits = try Self.hits()
        // A text view that is not editable has no label: its text is its value.
        #expect(hits.keys.sorted() == ["", "Continue", "Search"])
        let title = try #require(hits["Continue"])
        #expect(title.hasPrefix("At the text size accessibilityExtraExtraExtraLarge (AX5) (53 pt), the title \"Continue\" of \"Continue, button\" is one line "))
        #expect(title.contains("where the button leaves it 120 pt: part of it is cut off"))
        #expect(hits["Search"] == "At the text size accessibilityExtraExtraExtraLarge (AX5) (53 pt), the text \"Search\" of \"Search, text field\" is a line 63 pt high in a field 34 pt high: its top and bottom are cut off. Let the field grow with its text (no fixed height).")
        #expect(hits[""]?.contains("the text view \"Notes for the trip\" does not scroll, and its text needs 2 lines but it shows 0: the rest is cut off") == true)
    }
}
