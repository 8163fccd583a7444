/// A font `UIFontMetrics` scales (`UIFontMetrics(forTextStyle:).scaledFont(for:)`): the system font
/// it was made from and the text style whose sizes it follows (docs/layout.md, "Dynamic Type").
public struct CodeScaledFont: Hashable, Sendable, Codable {
    /// The text style, by its Swift name (`body`; `UIFontMetrics.default` is `body`).
    public var textStyle: String
    /// The size at the default text size (the font it was made from).
    public var pointSize: Double
    /// Whether its weight is semibold or heavier.
    public var isBold: Bool
    /// `scaledFont(for:maximumPointSize:)`'s largest size, when given.
    public var maximumPointSize: Double?

    public init(textStyle: String, pointSize: Double, isBold: Bool, maximumPointSize: Double? = nil) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.isBold = isBold
        self.maximumPointSize = maximumPointSize
    }
}
