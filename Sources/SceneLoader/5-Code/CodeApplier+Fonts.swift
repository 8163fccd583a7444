import AccessibilityTree
import SwiftInterpreter

extension CodeApplier {
    /// Sets a font fact from code on `view` (docs/layout.md, "Dynamic Type"): a label's own font,
    /// else the layout's font of a button's title, a text field's or a text view's text; false when
    /// the view draws no text of its own (or the style is not one UIKit has).
    static func applyFont(_ property: CodeProperty, to view: inout ViewSpec) -> Bool {
        if case .label(var label) = view.kind {
            switch property {
            case .fontSetInCode: label.fontSetInCode = true
            case .textStyleFont(let name):
                guard let style = TextStyle(swiftName: name) else { return false }
                label.font = Font.preferred(style)
            case .adjustsFontForContentSizeCategory(let value): label.adjustsFontForContentSizeCategory = value
            default: return false
            }
            view.kind = .label(label)
            return true
        }
        switch view.kind {
        case .button, .textField, .textView: break
        default: return false
        }
        switch property {
        case .fontSetInCode: view.layout.fontSetInCode = true
        case .textStyleFont(let name):
            guard let style = TextStyle(swiftName: name) else { return false }
            view.layout.font = Font.preferred(style)
        case .adjustsFontForContentSizeCategory(let value): view.layout.adjustsFontForContentSizeCategory = value
        default: return false
        }
        return true
    }
}
