import AccessibilityTree
import SwiftInterpreter

extension CodeApplier {
    /// Sets a font fact from code on `view` (docs/layout.md, "Dynamic Type"): a label's own font,
    /// else the layout's font of a button's title, a text field's or a text view's text (and whether
    /// the code decides how a button's title fits); false when
    /// the view draws no text of its own (or the style is not one UIKit has).
    static func applyFont(_ property: CodeProperty, to view: inout ViewSpec) -> Bool {
        if case .label(var label) = view.kind {
            switch property {
            case .fontSetInCode: label.fontSetInCode = true
            case .textStyleFont, .scaledFont, .systemFont:
                guard let font = Self.font(property) else { return false }
                label.font = font
            case .adjustsFontForContentSizeCategory(let value): label.adjustsFontForContentSizeCategory = value
            case .numberOfLines(let lines): label.numberOfLines = lines
            case .textFitSetInCode: label.fitSetInCode = true
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
        case .textStyleFont, .scaledFont, .systemFont:
            guard let font = Self.font(property) else { return false }
            view.layout.font = font
        case .adjustsFontForContentSizeCategory(let value): view.layout.adjustsFontForContentSizeCategory = value
        case .textFitSetInCode:
            guard case .button = view.kind else { return false }
            view.layout.titleMayWrap = true
        default: return false
        }
        return true
    }

    /// The font a text style's, `UIFontMetrics`' or a fixed system font set in code is, at the
    /// default text size; nil for a style UIKit does not have.
    static func font(_ property: CodeProperty) -> Font? {
        switch property {
        case .textStyleFont(let name):
            return TextStyle(swiftName: name).map { Font.preferred($0) }
        case .scaledFont(let scaled):
            guard let style = TextStyle(swiftName: scaled.textStyle) else { return nil }
            return Font.scaled(scaled.pointSize, isBold: scaled.isBold, by: style, maximumPointSize: scaled.maximumPointSize)
        case .systemFont(let size, let isBold):
            return Font(pointSize: size, isBold: isBold)
        default:
            return nil
        }
    }
}
