/// A font as a label draws with it, like `UIFont`: its point size and whether it is bold. Only what the
/// clipped-text check needs to estimate how wide a line of text is.
public struct Font: Hashable, Codable, Sendable {
    /// The size in points.
    public var pointSize: Double
    /// Whether the weight is semibold or heavier.
    public var isBold: Bool

    public init(pointSize: Double, isBold: Bool = false) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// The system font at `size` (`UIFont.systemFont(ofSize:)`).
    public static func system(_ size: Double) -> Font { Font(pointSize: size) }

    /// The size and weight of a Dynamic Type text style at the default content size (`UIFont.TextStyle`
    /// raw values, e.g. `UICTFontTextStyleBody`), when `style` is one.
    public static func textStyle(_ style: String) -> Font? {
        switch style {
        case "UICTFontTextStyleTitle0": return Font(pointSize: 34)
        case "UICTFontTextStyleTitle1": return Font(pointSize: 28)
        case "UICTFontTextStyleTitle2": return Font(pointSize: 22)
        case "UICTFontTextStyleTitle3": return Font(pointSize: 20)
        case "UICTFontTextStyleHeadline": return Font(pointSize: 17, isBold: true)
        case "UICTFontTextStyleBody": return Font(pointSize: 17)
        case "UICTFontTextStyleCallout": return Font(pointSize: 16)
        case "UICTFontTextStyleSubhead": return Font(pointSize: 15)
        case "UICTFontTextStyleFootnote": return Font(pointSize: 13)
        case "UICTFontTextStyleCaption1": return Font(pointSize: 12)
        case "UICTFontTextStyleCaption2": return Font(pointSize: 11)
        default: return nil
        }
    }
}
