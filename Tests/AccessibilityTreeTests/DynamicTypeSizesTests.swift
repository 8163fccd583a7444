import AccessibilityTree
import Testing

/// Apple's Dynamic Type size table (Human Interface Guidelines, "Typography" > "Specifications",
/// "iOS, iPadOS Dynamic Type sizes"; docs/layout.md, "Dynamic Type"), every style at every category.
@Suite("Text styles take Apple's size for every content size category")
struct DynamicTypeSizesTests {
    /// The guidelines' table, copied by hand, one row per style: xSmall … xxxLarge, AX1 … AX5.
    static let expected: [(TextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    @Test("Every style at every category has the guidelines' size", arguments: ContentSizeCategory.allCases)
    func everyCell(_ category: ContentSizeCategory) throws {
        #expect(Self.expected.count == TextStyle.allCases.count)
        let column = try #require(ContentSizeCategory.allCases.firstIndex(of: category))
        for (style, sizes) in Self.expected {
            #expect(DynamicTypeSizes.pointSize(of: style, at: category) == sizes[column], "\(style) at \(category)")
            #expect(Font.preferred(style, at: category).pointSize == sizes[column])
        }
    }

    @Test("Body is 17 pt at the default size and 53 pt at AX5; a fixed font does not scale")
    func bodyAndFixed() {
        #expect(ContentSizeCategory.default == .large)
        #expect(Font.textStyle("UICTFontTextStyleBody")?.pointSize == 17)
        #expect(Font.textStyle("UICTFontTextStyleBody")?.scaled(to: .largest).pointSize == 53)
        #expect(Font.textStyle("UICTFontTextStyleHeadline")?.isBold == true)
        #expect(Font.system(17).scaled(to: .largest).pointSize == 17)
        #expect(Font.textStyle("UICTFontTextStyleNothing") == nil)
    }

    @Test("The five accessibility sizes are the largest; names are UIKit's and Settings'")
    func categories() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.largest.rawValue == "accessibilityExtraExtraExtraLarge")
        #expect(ContentSizeCategory.extraSmall < .large && .large < .accessibilityMedium)
    }

    @Test("A device at the default size encodes as before; another size is kept")
    func deviceKeepsCategory() {
        var device = Device.phone
        #expect(device.preferredContentSizeCategory == .large)
        device.preferredContentSizeCategory = .accessibilityLarge
        #expect(device.preferredContentSizeCategory == .accessibilityLarge)
        #expect(device != .phone)
        device.preferredContentSizeCategory = .large
        #expect(device == .phone)
    }
}
