import SwiftSyntax

extension Interpreter {
    /// `button.titleLabel?.font = …` and `titleLabel?.adjustsFontForContentSizeCategory = …`: a
    /// button's title font, set on the button it belongs to (docs/layout.md, "Dynamic Type"); false
    /// for any other assignment. A `titleLabel` the app declares itself (a property of its class)
    /// is its own object and is left to the ordinary path.
    ///
    /// `titleLabel?.numberOfLines`, `lineBreakMode` and `adjustsFontSizeToFitWidth` likewise: whether
    /// the title wraps or shrinks is then the code's, so its width is not judged (docs/layout.md, "Dynamic Type").
    func assignTitleLabelFont(_ access: MemberAccessExprSyntax, _ value: Value) -> Bool {
        let name = access.declName.baseName.text
        let fits = ["numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth"].contains(name)
        guard name == "font" || name == "adjustsFontForContentSizeCategory" || fits, let base = access.base else { return false }
        let titleLabel = SyntaxText.stripped(base)
        let owner: ExprSyntax?
        if let member = titleLabel.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" {
            owner = member.base
        } else if let reference = titleLabel.as(DeclReferenceExprSyntax.self), reference.baseName.text == "titleLabel" {
            owner = nil
        } else {
            return false
        }
        let button: Value
        if let owner {
            button = evaluate(owner)
            guard case .unknown = member(of: button, "titleLabel") else { return false }
        } else {
            guard case .unknown = evaluate(titleLabel) else { return false }
            button = frames.last?.this ?? .object(.this)
        }
        guard case .object(let object) = button, let target = object.target else { return false }
        if fits {
            effect(.set(target, .textFitSetInCode))
            return true
        }
        setFont(of: target, name, value)
        return true
    }
}
