/// A container VoiceOver reads as a data table, like `UIAccessibilityContainerDataTable`: its cells
/// are the elements of a container whose ``AccessibilityObject/accessibilityContainerType`` is
/// `.dataTable`; it names the header elements of each row and column (docs/voiceover.md §4, "Data tables").
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

/// The rows and columns a data table cell covers, zero-based, set on an element whose class does not
/// adopt ``AccessibilityDataTableCell`` (a scene file's cells; docs/scene-format.md, "Data tables").
public struct AccessibilityDataTableCellRanges: Hashable, Sendable {
    public var rows: Range<Int>
    public var columns: Range<Int>

    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }
}

/// The header elements of a data table's rows and columns (zero-based), set on a container whose
/// class does not adopt ``AccessibilityDataTable`` (a scene file's tables).
@MainActor
public struct AccessibilityDataTableHeaders {
    public var rows: [Int: [AccessibilityObject]]
    public var columns: [Int: [AccessibilityObject]]

    public init(rows: [Int: [AccessibilityObject]] = [:], columns: [Int: [AccessibilityObject]] = [:]) {
        self.rows = rows
        self.columns = columns
    }
}

extension AccessibilityObject {
    /// The rows and columns this element covers as a cell of a data table, when its class does not
    /// adopt ``AccessibilityDataTableCell`` (whose answer wins when it does).
    public var accessibilityDataTableCellRanges: AccessibilityDataTableCellRanges? {
        get { sideStorage?.dataTableCellRanges }
        set { setSideProperty(\.dataTableCellRanges, to: newValue, isDefault: newValue == nil) }
    }

    /// The header elements of this data table's rows and columns, when its class does not adopt
    /// ``AccessibilityDataTable`` (whose answers win when it does).
    public var accessibilityDataTableHeaders: AccessibilityDataTableHeaders? {
        get { sideStorage?.dataTableHeaders }
        set { setSideProperty(\.dataTableHeaders, to: newValue, isDefault: newValue == nil) }
    }

    /// The rows and columns VoiceOver reads for this element as a data table cell: its class's
    /// (``AccessibilityDataTableCell``), else the ranges set on it.
    var dataTableCellRanges: AccessibilityDataTableCellRanges? {
        if let cell = self as? AccessibilityDataTableCell {
            return AccessibilityDataTableCellRanges(rows: cell.accessibilityRowRange(), columns: cell.accessibilityColumnRange())
        }
        return accessibilityDataTableCellRanges
    }

    /// The header elements of a cell covering `rows` and `columns` in this data table: those of its
    /// first row, then of its first column — its class's (``AccessibilityDataTable``), else the ones
    /// set on it.
    func dataTableHeaderElements(rows: Range<Int>, columns: Range<Int>) -> [AccessibilityObject] {
        if let table = self as? AccessibilityDataTable {
            return (rows.first.map { table.accessibilityHeaderElements(forRow: $0) } ?? [])
                + (columns.first.map { table.accessibilityHeaderElements(forColumn: $0) } ?? [])
        }
        guard let headers = accessibilityDataTableHeaders else { return [] }
        return (rows.first.flatMap { headers.rows[$0] } ?? []) + (columns.first.flatMap { headers.columns[$0] } ?? [])
    }
}
