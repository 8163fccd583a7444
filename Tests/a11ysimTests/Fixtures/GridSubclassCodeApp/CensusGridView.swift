import UIKit

/// The grid is the data table: its own methods name the cells it shows (`cellForItem(at:)`), the
/// first row's cells head the columns and each row's first cell heads its row.
final class CensusGridView: UICollectionView, UIAccessibilityContainerDataTable {
    static let columns = 2

    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityContainerType = .dataTable
    }

    func accessibilityRowCount() -> Int { 3 }

    func accessibilityColumnCount() -> Int { Self.columns }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        cellForItem(at: IndexPath(item: row * Self.columns + column, section: 0)) as? CensusCell
    }

    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
        guard row > 0, let header = cellForItem(at: IndexPath(item: row * Self.columns, section: 0)) as? CensusCell else { return nil }
        return [header]
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        guard let header = cellForItem(at: IndexPath(item: column, section: 0)) as? CensusCell else { return nil }
        return [header]
    }
}
