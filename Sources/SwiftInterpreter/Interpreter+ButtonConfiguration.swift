/// `UIButton.Configuration` made in Swift (iOS 15; docs/layout.md, "Dynamic Type"): what it says
/// about the button's title font. The title itself stays unknown (``Interpreter/setViewProperty``'s
/// `configuration`); a configuration's title wraps, so its width is not judged.
extension Interpreter {
    /// The configurations UIKit makes (`UIButton.Configuration.filled()`, or `.filled()` where the
    /// type is known).
    static let buttonConfigurationStyles: Set<String> = [
        "plain", "filled", "tinted", "gray", "borderless", "bordered", "borderedTinted", "borderedProminent",
    ]
    /// The heap types whose properties the code sets and this file reads.
    static let configurationTypes: Set<String> = ["UIButton.Configuration", "AttributeContainer", "AttributedString"]

    /// `UIButton.Configuration.filled()`: a configuration on the heap, whose properties the code sets.
    func buttonConfiguration() -> Value {
        .instance(newInstance(of: "UIButton.Configuration"))
    }

    /// `AttributedString(text, attributes: AttributeContainer([.font: font]))` and
    /// `AttributeContainer([.font: font])`: the font it carries, when it names one; unknown otherwise
    /// (an attributed string used as text stays the unknown text it was).
    func attributes(_ call: Call, typeName: String) -> Value {
        let attributes = call.argument("attributes") ?? (typeName == "AttributeContainer" ? call.argument(nil) : nil)
        let font: Value?
        switch attributes {
        case .dictionary(let pairs)?: font = pairs[.enumCase("font", raw: nil)]
        case .instance(let id)?: font = state.instances[id]?.fields["font"]
        default: font = nil
        }
        guard let font else { return .unknown("\(typeName)(…)") }
        return .instance(newInstance(of: typeName, fields: ["font": font]))
    }

    /// Keeps a property set on a configuration or attribute container made in code; false for any
    /// other object.
    func keepConfigurationProperty(on object: Value, _ name: String, _ value: Value) -> Bool {
        guard case .instance(let id) = object, let typeName = state.instances[id]?.typeName,
              Self.configurationTypes.contains(typeName) else { return false }
        state.instances[id]?.fields[name] = value
        return true
    }

    /// The facts a configuration set on a button gives its title font: UIKit's default (the Body
    /// text style, following the text size), a text style or a font `UIFontMetrics` scales that
    /// `titleTextAttributesTransformer` returns (it runs again whenever the text size changes, so
    /// the font follows it), a text style in `attributedTitle`; else only that the font is set in
    /// code. Always that the title may wrap (a configuration's title does).
    func configurationFontFacts(_ value: Value) -> [CodeProperty] {
        var facts: [CodeProperty] = [.textFitSetInCode]
        let fields: [String: Value]
        switch value {
        case .enumCase(let style, _) where Self.buttonConfigurationStyles.contains(style): fields = [:]
        case .instance(let id) where state.instances[id]?.typeName == "UIButton.Configuration": fields = state.instances[id]?.fields ?? [:]
        default: return facts + [.fontSetInCode]
        }
        if let size = fields["buttonSize"], size != .enumCase("medium", raw: nil) {
            // Other sizes' title fonts are not modelled.
            return facts + [.fontSetInCode]
        }
        let font: CodeProperty?
        if let transformer = fields["titleTextAttributesTransformer"] {
            let incoming = Value.instance(newInstance(of: "AttributeContainer"))
            font = fontFact(fontField(of: invoke(transformer, [incoming])), scaledFollows: true)
        } else if let title = fields["attributedTitle"] {
            // A custom font in an attributed title is computed once: UIKit's engineers say to
            // recompute it in configurationUpdateHandler, so only a text style is known to follow.
            font = fontFact(fontField(of: title), scaledFollows: false)
        } else {
            font = .textStyleFont("body")
        }
        guard let font, conditional == 0 else { return facts + [.fontSetInCode] }
        facts.append(font)
        facts.append(.adjustsFontForContentSizeCategory(true))
        return facts
    }

    /// The content insets a configuration set on a button gives it: UIKit's for the default size
    /// (7, 12, 7, 12) when the configuration is one UIKit makes of that size, on every path; none
    /// when its size or insets are set (not modelled) or the configuration is not known.
    func configurationInsetFacts(_ value: Value) -> [CodeProperty] {
        switch value {
        case .enumCase(let style, _) where Self.buttonConfigurationStyles.contains(style): break
        case .instance(let id) where state.instances[id]?.typeName == "UIButton.Configuration":
            let fields = state.instances[id]?.fields ?? [:]
            guard fields["contentInsets"] == nil, fields["buttonSize"] == nil || fields["buttonSize"] == .enumCase("medium", raw: nil) else { return [] }
        default: return []
        }
        guard conditional == 0 else { return [] }
        return [.configurationContentInsets(top: 7, leading: 12, bottom: 7, trailing: 12)]
    }

    /// The `font` an attribute container or attributed string made in code carries.
    private func fontField(of value: Value) -> Value? {
        guard case .instance(let id) = value else { return nil }
        return state.instances[id]?.fields["font"]
    }

    /// A text style's font, or a font `UIFontMetrics` scales when `scaledFollows`; nil for any other.
    private func fontFact(_ font: Value?, scaledFollows: Bool) -> CodeProperty? {
        guard case .object(.created("UIFont", let id))? = font else { return nil }
        if let style = createdFonts[id] { return .textStyleFont(style) }
        if scaledFollows, let scaled = createdScaledFonts[id] { return .scaledFont(scaled) }
        return nil
    }
}
