/// What table rows and collection items read from their content views (docs/model.md §2): a cell is one
/// element joining its visible labels' texts, unless it holds interactive elements of its own.
///
/// Both run for every cell of every derivation, so they recurse through the cell's few views instead
/// of collecting them with `allViews()` and filtering with closures (which allocate, and check their
/// actor isolation on every call). Hidden and fully transparent views are skipped with their subtrees,
/// as VoiceOver skips them.
@MainActor
enum CellContent {
    /// Whether a visible view inside `view` is an interactive element (a switch, a button, a field), a
    /// control read as parts (a stepper, a segmented control, a picker), or a container whose own
    /// elements include an interactive one.
    static func containsInteractiveElement(below view: View) -> Bool {
        for subview in view.subviews where isShown(subview) {
            if subview.isAccessibilityElement {
                if subview.accessibilityRespondsToUserInteraction { return true }
            } else if let parts = subview.accessibilityElements, !parts.isEmpty,
                      subview is Control || subview is PickerView || parts.contains(where: { $0.accessibilityRespondsToUserInteraction }) {
                return true
            }
            if containsInteractiveElement(below: subview) { return true }
        }
        return false
    }

    /// The texts of the visible labels inside `view` (and of the image views that are elements, when
    /// `includingImages`), in view order, joined by ", "; nil when there are none.
    static func joinedTexts(below view: View, includingImages: Bool) -> String? {
        var joined: String?
        joinTexts(below: view, includingImages: includingImages, into: &joined)
        return joined
    }

    private static func joinTexts(below view: View, includingImages: Bool, into joined: inout String?) {
        for subview in view.subviews where isShown(subview) {
            let reads = subview is Label || (includingImages && subview is ImageView && subview.isAccessibilityElement)
            if reads, let text = subview.accessibilityLabel, !text.isEmpty {
                if joined == nil {
                    joined = text
                } else {
                    joined?.append(", ")
                    joined?.append(text)
                }
            }
            joinTexts(below: subview, includingImages: includingImages, into: &joined)
        }
    }

    /// The text of the first visible label inside `view` with any, in view order (depth first).
    static func firstText(below view: View) -> String? {
        for subview in view.subviews where isShown(subview) {
            if let label = subview as? Label, let text = label.text, !text.isEmpty { return text }
            if let text = firstText(below: subview) { return text }
        }
        return nil
    }

    private static func isShown(_ view: View) -> Bool { !view.isHidden && view.alpha > 0.01 }
}
