import UIKit

/// A grid of scores that gives VoiceOver one element per cell and adopts
/// `UIAccessibilityContainerDataTable`; the first row heads the columns, each row's team heads it.
final class ScoreGrid: UIView, UIAccessibilityContainerDataTable {
    private var cells: [[ScoreElement]] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        cells = [
            [element("Team", row: 0, column: 0), element("Goals", row: 0, column: 1)],
            [element("Lions", row: 1, column: 0), element("3", row: 1, column: 1)],
            [element("Zebras", row: 2, column: 0), element("1", row: 2, column: 1)],
        ]
        accessibilityContainerType = .dataTable
        accessibilityElements = cells.flatMap { $0 }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    private func element(_ text: String, row: Int, column: Int) -> ScoreElement {
        let element = ScoreElement(accessibilityContainer: self, row: row, column: column)
        element.accessibilityLabel = text
        element.accessibilityFrameInContainerSpace = CGRect(x: 16 + 184 * column, y: 40 * row, width: 170, height: 30)
        return element
    }

    func accessibilityRowCount() -> Int { cells.count }

    func accessibilityColumnCount() -> Int { 2 }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        cells[row][column]
    }

    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
        row == 0 ? nil : [cells[row][0]]
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        [cells[0][column]]
    }
}

/// One cell of the grid: where it lies.
final class ScoreElement: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    let row: Int
    let column: Int

    init(accessibilityContainer container: Any, row: Int, column: Int) {
        self.row = row
        self.column = column
        super.init(accessibilityContainer: container)
    }

    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: 1) }
}
