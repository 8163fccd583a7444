import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree
import SwiftCodeReader

/// Fonts `UIFontMetrics` scales, set in Swift (docs/layout.md, "Dynamic Type"): from a system font of
/// a known size, by the ratio of the text style's size at the category to its size at the default,
/// up to `maximumPointSize`.
@Suite("UIFontMetrics.scaledFont(for:) set in code scales with the text size")
@MainActor
struct FontMetricsTests {
    @Test("The scaling, worked out from Apple's table: Headline 15 pt is 15 × 19/17 at xLarge, 15 × 53/17 at AX5, capped at 40")
    func scaling() {
        #expect(Font.scaled(15, by: .headline) == Font.scaled(15, by: .headline, at: .large))
        #expect(Font.scaled(15, by: .headline).pointSize == 15)
        #expect(abs(Font.scaled(15, by: .headline, at: .extraLarge).pointSize - 15.0 * 19 / 17) < 1e-9)
        #expect(abs(Font.scaled(15, by: .headline, at: .largest).pointSize - 15.0 * 53 / 17) < 1e-9)
        #expect(Font.scaled(15, by: .headline, maximumPointSize: 40, at: .largest).pointSize == 40)
        // Footnote keeps 12 pt from xSmall to Medium and is 13 at Large: 13 pt scales to 12 there.
        #expect(Font.scaled(13, by: .footnote, at: .extraSmall).pointSize == 12)
    }

    @Test("send.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold), maximumPointSize: 40): 40 pt at AX5")
    func buttonTitle() throws {
        let source = try ControlContentSizeTests.withCode("""
                send.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold), maximumPointSize: 40)
                send.titleLabel?.adjustsFontForContentSizeCategory = true
                code.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 20))
                code.adjustsFontForContentSizeCategory = true
            """)
        let large = try ControlContentSizeTests.views(at: .large, source: source)
        #expect(large["send"]?.layout.font?.pointSize == 15)
        #expect(large["send"]?.layout.font?.isBold == true)
        #expect(large["code"]?.layout.font?.pointSize == 20)
        let views = try ControlContentSizeTests.views(at: .largest, source: source)
        #expect(views["send"]?.layout.font?.pointSize == 40)
        // The default metrics are Body's: 20 × 53/17 = 62.35 pt, a line of 62.35 × 1.193 = 74.4 → 74.5, and 14: 88.5 high.
        let code = try #require(views["code"]?.layout.font?.pointSize)
        #expect(abs(code - 20.0 * 53 / 17) < 1e-9)
        #expect(views["code"]?.frame?.height == 88.5)
    }

    @Test("A custom font, an unknown size or a trait collection's metrics: the font is unknown, not judged")
    func unknownBase() throws {
        let source = try ControlContentSizeTests.withCode("""
                send.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir", size: 15)!)
                code.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 14), compatibleWith: traitCollection)
            """)
        let views = try ControlContentSizeTests.views(at: .large, source: source)
        #expect(views["send"]?.layout.fontSetInCode == true)
        #expect(views["code"]?.layout.fontSetInCode == true)
    }
}
