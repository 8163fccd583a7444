/// A font as a label draws with it, like `UIFont`: its point size, whether it is bold and the Dynamic
/// Type text style it follows. Only what measuring a line of text and Dynamic Type need.
public struct Font: Hashable, Codable, Sendable {
    /// The size in points.
    public var pointSize: Double
    /// Whether the weight is semibold or heavier.
    public var isBold: Bool
    /// The Dynamic Type text style it is, when it is one (`preferredFont(forTextStyle:)`, Interface
    /// Builder's `style`); nil for a font of a fixed size.
    public var textStyle: TextStyle?

    public init(pointSize: Double, isBold: Bool = false, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.isBold = isBold
        self.textStyle = textStyle
    }

    /// The system font at `size` (`UIFont.systemFont(ofSize:)`).
    public static func system(_ size: Double) -> Font { Font(pointSize: size) }

    /// The font of a Dynamic Type text style at the default content size (`UIFont.TextStyle` raw
    /// values, e.g. `UICTFontTextStyleBody`), when `style` is one.
    public static func textStyle(_ style: String) -> Font? {
        TextStyle(rawValue: style).map { preferred($0) }
    }

    /// `UIFont.preferredFont(forTextStyle:)` at `category`.
    public static func preferred(_ style: TextStyle, at category: ContentSizeCategory = .default) -> Font {
        Font(pointSize: DynamicTypeSizes.pointSize(of: style, at: category), isBold: style.isBold, textStyle: style)
    }

    /// The font at `category`: a text style's size there; a fixed size as it is.
    public func scaled(to category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.pointSize = DynamicTypeSizes.pointSize(of: textStyle, at: category)
        return font
    }
}
