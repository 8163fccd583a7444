/// A container VoiceOver reads as a data table, like `UIAccessibilityContainerDataTable`: its cells
/// are the elements of a container whose ``AccessibilityObject/accessibilityContainerType`` is
/// `.dataTable`; it names the header elements of each row and column (spec §4, "Data tables").
@MainActor
public protocol AccessibilityDataTable: AnyObject {
    /// The header elements of `row` (zero-based), spoken before a cell of that row.
    func accessibilityHeaderElements(forRow row: Int) -> [AccessibilityObject]
    /// The header elements of `column` (zero-based), spoken before a cell of that column.
    func accessibilityHeaderElements(forColumn column: Int) -> [AccessibilityObject]
}

/// A cell of a data table, like `UIAccessibilityContainerDataTableCell`: the rows and columns it
/// covers, zero-based (UIKit's `NSRange`s).
@MainActor
public protocol AccessibilityDataTableCell: AnyObject {
    func accessibilityRowRange() -> Range<Int>
    func accessibilityColumnRange() -> Range<Int>
}
