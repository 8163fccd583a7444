import AccessibilityTree

/// A document's text at a content size category (docs/layout.md, "Dynamic Type"): every label whose
/// font is a text style and that adjusts its font for the content size category takes the style's
/// size at the category; fixed-size fonts, and text styles of labels that do not adjust, keep their
/// size, as they do when the user changes the text size while the app runs.
enum ContentSizeLayout {
    /// `source` with its labels' fonts at `category`; `source` as it is at the default category.
    static func scaled(_ source: DocumentSource, to category: ContentSizeCategory) -> DocumentSource {
        guard category != .default else { return source }
        var result = source
        for position in result.document.controllers.indices {
            result.document.controllers[position].mutateRootView { root in
                root.mutateViews { view in view = scaled(view, to: category) }
            }
        }
        return result
    }

    /// `view` with its own font at `category` when it follows the text size (its subviews as they are).
    static func scaled(_ view: ViewSpec, to category: ContentSizeCategory) -> ViewSpec {
        guard case .label(var label) = view.kind, label.adjustsFontForContentSizeCategory, !label.fontSetInCode,
              let font = label.font else { return view }
        label.font = font.scaled(to: category)
        var result = view
        result.kind = .label(label)
        return result
    }
}
