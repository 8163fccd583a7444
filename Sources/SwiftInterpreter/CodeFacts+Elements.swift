/// The rows and columns a data table cell covers, zero-based: UIKit's `accessibilityRowRange()` and
/// `accessibilityColumnRange()` (docs/code.md, "Data tables declared in Swift").
public struct CodeDataTableCell: Hashable, Sendable, Codable {
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int

    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
    }
}

/// The header elements of a data table's rows and columns (zero-based), in the order each method
/// returned them: `accessibilityHeaderElements(forRow:)` and `accessibilityHeaderElements(forColumn:)`.
public struct CodeDataTableHeaders: Hashable, Sendable, Codable {
    public var rows: [Int: [CodeTarget]] = [:]
    public var columns: [Int: [CodeTarget]] = [:]

    public init(rows: [Int: [CodeTarget]] = [:], columns: [Int: [CodeTarget]] = [:]) {
        self.rows = rows
        self.columns = columns
    }
}
