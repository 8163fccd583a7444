import AccessibilityTree

/// A document's text at a content size category (docs/layout.md, "Dynamic Type"): every label, text
/// field, text view and button title whose font is a text style and that adjusts its font for the
/// content size category takes the style's size at the category; fixed-size fonts, and text styles
/// of views that do not adjust, keep their size, as they do when the user changes the text size
/// while the app runs.
enum ContentSizeLayout {
    /// `source` with its labels' fonts at `category`; `source` as it is at the default category.
    static func scaled(_ source: DocumentSource, to category: ContentSizeCategory) -> DocumentSource {
        guard category != .default else { return source }
        var result = source
        for position in result.document.controllers.indices {
            result.document.controllers[position].mutateRootView { root in
                root = scaledTree(root, to: category)
            }
        }
        return result
    }

    /// `view` and all its subviews with their fonts and constants at `category`.
    static func scaledTree(_ view: ViewSpec, to category: ContentSizeCategory) -> ViewSpec {
        guard category != .default else { return view }
        var result = view
        result.mutateViews { view in view = scaledConstants(scaled(view, to: category), to: category) }
        return result
    }

    /// `view` with its own font at `category` when it follows the text size (its subviews as they are).
    static func scaled(_ view: ViewSpec, to category: ContentSizeCategory) -> ViewSpec {
        var result = view
        switch view.kind {
        case .label(var label):
            guard label.adjustsFontForContentSizeCategory, !label.fontSetInCode, let font = label.font else { return view }
            label.font = font.scaled(to: category)
            result.kind = .label(label)
        case .button, .textField, .textView:
            // Their font is the layout's (the title's, the text's), read for their intrinsic size.
            guard view.layout.adjustsFontForContentSizeCategory, !view.layout.fontSetInCode, let font = view.layout.font else { return view }
            result.layout.font = font.scaled(to: category)
        default:
            return view
        }
        return result
    }

    /// `view` with the constants of its constraints that `UIFontMetrics.scaledValue(for:)` made at
    /// `category`: they grow as their style's fonts do.
    static func scaledConstants(_ view: ViewSpec, to category: ContentSizeCategory) -> ViewSpec {
        var result = view
        for index in result.layout.constraints.indices {
            guard let style = result.layout.constraints[index].constantTextStyle else { continue }
            result.layout.constraints[index].constant = Font.scaled(view.layout.constraints[index].constant, by: style, at: category).pointSize
        }
        return result
    }
}
