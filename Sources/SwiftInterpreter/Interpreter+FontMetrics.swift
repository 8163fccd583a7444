/// The system fonts and `UIFontMetrics` scaling the code makes (docs/layout.md, "Dynamic Type"): a
/// font the metrics scale follows the user's text size as a text style does, from the size it was
/// made at. The rows that call these are in ``UIKitAPI/functions`` and ``UIKitAPI/methods``.
extension Interpreter {
    /// The weights UIKit draws semibold or heavier (``CodeScaledFont/isBold``).
    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// `UIFont.systemFont(ofSize:weight:)` and `UIFont.boldSystemFont(ofSize:)`: a font of a known
    /// size, remembered as the base a `UIFontMetrics` can scale; unknown when the size is.
    func systemFont(_ call: Call, bold: Bool) -> Value {
        guard case .number(let size)? = call.argument("ofSize"), size.isFinite, size > 0 else { return .unknown("a system font") }
        var isBold = bold
        if case .enumCase(let weight, _)? = call.argument("weight") { isBold = Self.boldWeights.contains(weight) }
        createdCount += 1
        createdSystemFonts[createdCount] = (size, isBold)
        return .object(.created("UIFont", createdCount))
    }

    /// `UIFontMetrics(forTextStyle: .body)` (and `UIFontMetrics.default`, the body style's).
    func fontMetrics(_ call: Call) -> Value {
        guard case .enumCase(let style, _)? = call.argument("forTextStyle") else { return .unknown("font metrics") }
        createdCount += 1
        createdFontMetrics[createdCount] = style
        return .object(.created("UIFontMetrics", createdCount))
    }

    /// `metrics.scaledFont(for: font)` and `scaledFont(for:maximumPointSize:)`, the metrics those of
    /// `style` (nil: `call.base`'s): a font that scales, when the metrics and the system font it
    /// scales are known; unknown otherwise (a custom font, or one made by a trait collection).
    func scaledFont(_ call: Call, style: String? = nil) -> Value {
        let metricsStyle: String?
        if let style {
            metricsStyle = style
        } else if case .object(.created("UIFontMetrics", let id))? = call.base {
            metricsStyle = createdFontMetrics[id]
        } else {
            metricsStyle = nil
        }
        guard let metricsStyle, call.argument("compatibleWith") == nil,
              case .object(.created("UIFont", let id))? = call.argument("for"), let base = createdSystemFonts[id] else {
            return .unknown("a font UIFontMetrics scales")
        }
        var maximum: Double?
        if let given = call.argument("maximumPointSize") {
            guard case .number(let number) = given, number.isFinite, number > 0 else { return .unknown("a font UIFontMetrics scales") }
            maximum = number
        }
        createdCount += 1
        createdScaledFonts[createdCount] = CodeScaledFont(textStyle: metricsStyle, pointSize: base.size, isBold: base.isBold, maximumPointSize: maximum)
        return .object(.created("UIFont", createdCount))
    }
}
