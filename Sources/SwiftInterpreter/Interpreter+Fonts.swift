extension Interpreter {
    /// The `font` or `adjustsFontForContentSizeCategory` of a label, text field, text view or button
    /// title set in code (docs/layout.md, "Dynamic Type"): a text style's font
    /// (`preferredFont(forTextStyle:)`), a font `UIFontMetrics` scales, a system font of a fixed size,
    /// or the flag when the interpreter can tell it and the
    /// statement runs on every path; else only that it is set, so the view's text size is not judged
    /// (a finding needs evidence on every path).
    func setFont(of target: CodeTarget, _ name: String, _ value: Value) {
        let known: CodeProperty?
        if name == "font" {
            if case .object(.created("UIFont", let id)) = value, let style = createdFonts[id] {
                known = .textStyleFont(style)
            } else if case .object(.created("UIFont", let id)) = value, let scaled = createdScaledFonts[id] {
                known = .scaledFont(scaled)
            } else if case .object(.created("UIFont", let id)) = value, let system = createdSystemFonts[id] {
                known = .systemFont(pointSize: system.size, isBold: system.isBold)
            } else {
                known = nil
            }
        } else {
            known = truth(value).map(CodeProperty.adjustsFontForContentSizeCategory)
        }
        effect(.set(target, conditional == 0 ? known ?? .fontSetInCode : .fontSetInCode))
    }

    /// A label's `numberOfLines` or `adjustsFontSizeToFitWidth` set in code (docs/audit-rules.md,
    /// clipped-text): the number of lines when it is known on every path; else, and for a text that
    /// shrinks to fit, only that the code decides how the text fits, so it is not judged cut off.
    func setTextFit(of target: CodeTarget, _ name: String, _ value: Value) {
        if name == "adjustsFontSizeToFitWidth", truth(value) == false, conditional == 0 { return }
        if name == "numberOfLines", case .number(let lines) = value, lines >= 0, lines == lines.rounded(), lines < 1e6, conditional == 0 {
            effect(.set(target, .numberOfLines(Int(lines))))
            return
        }
        effect(.set(target, .textFitSetInCode))
    }
}
