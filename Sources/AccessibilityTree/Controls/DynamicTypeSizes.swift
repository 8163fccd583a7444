/// A Dynamic Type text style, like `UIFont.TextStyle`; the raw values are UIKit's own, as Interface
/// Builder writes them (`style="UICTFontTextStyleBody"`).
public enum TextStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case subheadline = "UICTFontTextStyleSubhead"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"

    /// The style Swift code names (`.body`, `.largeTitle`, `.subheadline`), when `name` is one.
    public init?(swiftName name: String) {
        guard let style = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = style
    }

    /// Whether the style's weight is semibold (the headline; the others are regular).
    public var isBold: Bool { self == .headline }
}

/// The point size of every text style at every content size category: the table "iOS, iPadOS Dynamic
/// Type sizes" of Apple's Human Interface Guidelines, "Typography" > "Specifications"
/// (docs/layout.md, "Dynamic Type").
public enum DynamicTypeSizes {
    /// Sizes in points by style, in the order of ``ContentSizeCategory/allCases``: xSmall, Small,
    /// Medium, Large (the default), xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
    static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category`.
    public static func pointSize(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        // Every style has a row of one size per category (DynamicTypeSizesTests checks the table).
        table[style]![ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}
