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

    /// The type of the value ``scaledValue(_:style:)`` makes: a number that grows with the text size.
    static let scaledValueType = "UIFontMetrics.scaledValue"

    /// `metrics.scaledValue(for: 20)`, the metrics those of `style` (nil: `call.base`'s): a layout
    /// value the metrics scale as they scale a font, from `value` at the default text size; a
    /// constraint made with it as its constant grows with the text size (docs/layout.md, "Dynamic
    /// Type"). Unknown when the metrics or the number are, or with `compatibleWith:`; any arithmetic
    /// on it is unknown too.
    func scaledValue(_ call: Call, style: String? = nil) -> Value {
        var metricsStyle = style
        if metricsStyle == nil, case .object(.created("UIFontMetrics", let id))? = call.base { metricsStyle = createdFontMetrics[id] }
        guard let metricsStyle, call.argument("compatibleWith") == nil, case .number(let value)? = call.argument("for"), value.isFinite else {
            return .unknown("a value UIFontMetrics scales")
        }
        return .instance(newInstance(of: Self.scaledValueType, fields: ["value": .number(value), "textStyle": .enumCase(metricsStyle, raw: nil)]))
    }

    /// The number and text style of a value `UIFontMetrics.scaledValue(for:)` made; nil for any other value.
    func scaledNumber(_ value: Value) -> (value: Double, textStyle: String)? {
        guard case .instance(let id) = value, let instance = state.instances[id], instance.typeName == Self.scaledValueType,
              case .number(let number)? = instance.fields["value"], case .enumCase(let style, _)? = instance.fields["textStyle"] else { return nil }
        return (number, style)
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
