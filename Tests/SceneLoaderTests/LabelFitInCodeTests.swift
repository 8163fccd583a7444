import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A label's `numberOfLines` and `adjustsFontSizeToFitWidth` set in Swift (docs/audit-rules.md,
/// clipped-text): a number known on every path is the label's; anything else leaves how the text
/// fits to the app, so the label is not judged cut off.
@Suite("A label's numberOfLines and adjustsFontSizeToFitWidth set in code")
@MainActor
struct LabelFitInCodeTests {
    @Test("fixedLabel.numberOfLines = 0: the label takes any number of lines, in the layout and live")
    func knownLines() throws {
        let (label, live) = try CodeSetFontTests.fixedLabel("        fixedLabel.numberOfLines = 0")
        #expect(label.numberOfLines == 0)
        #expect(!label.fitSetInCode)
        #expect(live?.numberOfLines == 0)
    }

    @Test("numberOfLines on some paths, or adjustsFontSizeToFitWidth = true: how the text fits is the app's, not judged")
    func unknownFit() throws {
        let (some, someLive) = try CodeSetFontTests.fixedLabel("        if compact { fixedLabel.numberOfLines = 2 }")
        #expect(some.numberOfLines == 1)
        #expect(some.fitSetInCode)
        #expect(someLive?.fitsTextInCode == true)
        let (shrinks, _) = try CodeSetFontTests.fixedLabel("        fixedLabel.adjustsFontSizeToFitWidth = true")
        #expect(shrinks.fitSetInCode)
        // A label the code leaves to fit is not reported cut off, however narrow.
        #expect(ContentSizeCheck.truncation(shrinks, frame: Rect(x: 0, y: 0, width: 5, height: 20)) == nil)
        let (keeps, _) = try CodeSetFontTests.fixedLabel("        fixedLabel.adjustsFontSizeToFitWidth = false")
        #expect(!keeps.fitSetInCode)
    }
}
