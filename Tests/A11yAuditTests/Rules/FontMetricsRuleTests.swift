import A11yAudit
import Foundation
import Testing

/// dynamic-type on a label whose font `UIFontMetrics` scales in Swift (docs/audit-rules.md, dynamic-type).
@Suite("dynamic-type: a font UIFontMetrics scales counts as scaling when the label adjusts")
@MainActor
struct FontMetricsRuleTests {
    @Test("scaledFont(for:) with adjustsFontForContentSizeCategory passes; without it the finding names UIFontMetrics")
    func scaledLabel() throws {
        let adjusts = DynamicTypeRuleTests.hits(try DynamicTypeRuleTests.reportWithCode("""
                    fixedLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
                    fixedLabel.adjustsFontForContentSizeCategory = true
            """), "dynamic-type")
        #expect(adjusts["Fixed"] == nil)
        #expect(adjusts["Styled"] != nil)
        let keeps = DynamicTypeRuleTests.hits(try DynamicTypeRuleTests.reportWithCode("""
                    fixedLabel.font = UIFontMetrics.default.scaledFont(for: UIFont.boldSystemFont(ofSize: 17))
            """), "dynamic-type")
        #expect(keeps["Fixed"]?.hasPrefix("\"Fixed\" has a font UIFontMetrics scales by the text style body but does not adjust its font") == true)
    }
}
