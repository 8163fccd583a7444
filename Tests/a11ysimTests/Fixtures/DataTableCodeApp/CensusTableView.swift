import UIKit

/// Issue 31: a data table declared in Swift. The view draws a census grid and gives VoiceOver one
/// element per cell; it adopts `UIAccessibilityContainerDataTable`, its cells
/// `UIAccessibilityContainerDataTableCell`, and the last row's note spans both columns.
final class CensusTableView: UIView, UIAccessibilityContainerDataTable {
    private var cells: [[CensusCell]] = []
    private var note: CensusCell?

    override func awakeFromNib() {
        super.awakeFromNib()
        cells = [
            [cell("Animal", row: 0, column: 0), cell("Count", row: 0, column: 1)],
            [cell("Lions", row: 1, column: 0), cell("12", row: 1, column: 1)],
            [cell("Zebras", row: 2, column: 0), cell("30", row: 2, column: 1)],
        ]
        let counted = cell("Counted in May", row: 3, column: 0)
        counted.columnSpan = 2
        note = counted
        accessibilityContainerType = .dataTable
        accessibilityElements = cells.flatMap { $0 } + [counted]
    }

    private func cell(_ text: String, row: Int, column: Int) -> CensusCell {
        let cell = CensusCell(accessibilityContainer: self, row: row, column: column)
        cell.accessibilityLabel = text
        cell.accessibilityFrameInContainerSpace = CGRect(x: 16 + 184 * column, y: 40 * row, width: 170, height: 30)
        return cell
    }

    func accessibilityRowCount() -> Int { cells.count + 1 }

    func accessibilityColumnCount() -> Int { 2 }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        if row == cells.count { return note }
        return cells[row][column]
    }

    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
        row == 0 || row == cells.count ? nil : [cells[row][0]]
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        [cells[0][column]]
    }
}

/// One cell of the census: where it lies in the grid.
final class CensusCell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    let row: Int
    let column: Int
    var columnSpan = 1

    init(accessibilityContainer container: Any, row: Int, column: Int) {
        self.row = row
        self.column = column
        super.init(accessibilityContainer: container)
    }

    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSMakeRange(column, columnSpan) }
}
