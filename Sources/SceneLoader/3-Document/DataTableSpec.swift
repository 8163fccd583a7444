import AccessibilityTree

/// The header elements a data table names for its rows and columns, by element id: UIKit's
/// `accessibilityHeaderElements(forRow:)` and `accessibilityHeaderElements(forColumn:)`
/// (docs/scene-format.md, "Data tables").
struct DataTableSpec: Hashable, Sendable {
    /// The header elements of one row or column (zero-based), in the order they are spoken.
    struct Headers: Hashable, Sendable {
        var index: Int
        var elements: [String]
    }

    var rowHeaders: [Headers] = []
    var columnHeaders: [Headers] = []
    var mark = SourceMark()

    /// Every id the headers name.
    var elementIDs: [String] { (rowHeaders + columnHeaders).flatMap(\.elements) }
}
