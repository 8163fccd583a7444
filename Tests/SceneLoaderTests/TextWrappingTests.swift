import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A label of several lines breaks its text as UIKit does: at every line break, and between words
/// when the next word does not fit (docs/layout.md, "Intrinsic content sizes").
@Suite("Labels break their text into lines at line breaks and between words")
@MainActor
struct TextWrappingTests {
    let font = Font.system(17)

    @Test("Each line break starts a line, up to the label's number of lines")
    func lineBreaks() {
        #expect(TextWrapping.lineCount(of: "Page 1\nSwipe\nto go on", in: font, width: nil, limit: 0) == 3)
        #expect(TextWrapping.lineCount(of: "Page 1\nSwipe\nto go on", in: font, width: nil, limit: 2) == 2)
        #expect(TextWrapping.lineCount(of: "One line", in: font, width: nil, limit: 0) == 1)
    }

    @Test("Words go to the next line when they do not fit, not at the width's fraction of the text")
    func words() {
        // Three words of which two fit a line: the third goes to a second line, although the whole
        // text is less than twice the width (which a division of widths would call two lines too,
        // but a third word one character longer would not fit either way).
        let two = IntrinsicContentSize.roundUp(IntrinsicContentSize.textWidth(of: "Leave the", in: font))
        #expect(TextWrapping.lineCount(of: "Leave the group", in: font, width: two, limit: 0) == 2)
        // Four words, two to a line: "Leave the" | "Leave the"; one line when the label has one.
        #expect(TextWrapping.lineCount(of: "Leave the Leave the", in: font, width: two + 1, limit: 0) == 2)
        #expect(TextWrapping.lineCount(of: "Leave the Leave the", in: font, width: two + 1, limit: 1) == 1)
        // "aaaa aaaa aaaa" at the width of "aaaa aaaa" minus a point: each word on its own line,
        // where the widths' ratio (about 1.6) would say two.
        let nine = IntrinsicContentSize.roundUp(IntrinsicContentSize.textWidth(of: "aaaa aaaa", in: font))
        #expect(TextWrapping.lineCount(of: "aaaa aaaa aaaa", in: font, width: nine - 1, limit: 0) == 3)
    }

    @Test("A label with line breaks is as high as its lines in the first layout pass")
    func labelHeight() throws {
        let result = try AutoLayoutTests.solve(AutoLayoutTests.storyboard("""
            <label text="Page 2&#10;Swipe to navigate" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                <rect key="frame" x="100" y="306" width="175.5" height="55"/>
                <fontDescription key="fontDescription" type="system" pointSize="23"/>
            </label>
            """, constraints: """
            <constraint firstItem="page" firstAttribute="centerX" secondItem="v0" secondAttribute="centerX" id="k1"/>
            <constraint firstItem="page" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="306" id="k2"/>
            """))
        // Two lines of 23 pt text: 2 × 23 × 1.193 = 54.88, rounded up to 55 (one line would be 27.5).
        #expect(try AutoLayoutTests.frame(result, "page").frame.height == 55)
    }
}
