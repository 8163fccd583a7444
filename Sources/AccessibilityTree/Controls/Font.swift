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
    /// For a font `UIFontMetrics` scales (`UIFontMetrics(forTextStyle:).scaledFont(for:)`, its
    /// ``textStyle`` the metrics'): the size it was made from and its largest size; nil for a text
    /// style's own font and fixed sizes.
    public var metrics: Metrics?

    /// How `UIFontMetrics` scales a font: by the ratio of its text style's size at a content size
    /// category to the style's size at the default, from `basePointSize`, up to `maximumPointSize`.
    public struct Metrics: Hashable, Codable, Sendable {
        public var basePointSize: Double
        public var maximumPointSize: Double?

        public init(basePointSize: Double, maximumPointSize: Double? = nil) {
            self.basePointSize = basePointSize
            self.maximumPointSize = maximumPointSize
        }
    }

    public init(pointSize: Double, isBold: Bool = false, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.isBold = isBold
        self.textStyle = textStyle
    }

    /// `UIFontMetrics(forTextStyle: style).scaledFont(for: font, maximumPointSize: maximum)` at
    /// `category`, `font` the system font of `pointSize`.
    public static func scaled(_ pointSize: Double, isBold: Bool = false, by style: TextStyle, maximumPointSize: Double? = nil,
                              at category: ContentSizeCategory = .default) -> Font {
        var font = Font(pointSize: pointSize, isBold: isBold, textStyle: style)
        font.metrics = Metrics(basePointSize: pointSize, maximumPointSize: maximumPointSize)
        return font.scaled(to: category)
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

    /// The font at `category`: a text style's size there; a font `UIFontMetrics` scales, its base
    /// size times the style's size there over its size at the default, at most its maximum; a fixed
    /// size as it is.
    public func scaled(to category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var font = self
        if let metrics {
            let ratio = DynamicTypeSizes.pointSize(of: textStyle, at: category) / DynamicTypeSizes.pointSize(of: textStyle, at: .default)
            font.pointSize = min(metrics.basePointSize * ratio, metrics.maximumPointSize ?? .infinity)
        } else {
            font.pointSize = DynamicTypeSizes.pointSize(of: textStyle, at: category)
        }
        return font
    }
}
