import UIKit

/// Issue 31, item 4: a collection view laid out as a grid that is a data table. The controller sets
/// its container type; each cell adopts `UIAccessibilityContainerDataTableCell`, its ranges from
/// the row and column the data source stores on it.
final class ScoreGridViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet private var gridView: UICollectionView!
    private let grid = [["Animal", "Count"], ["Lions", "12"], ["Zebras", "30"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        gridView.accessibilityContainerType = .dataTable
        gridView.dataSource = self
    }

    /// One section for each row of the grid, and the note's.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        grid.count + 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == grid.count ? 1 : grid[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == grid.count {
            let note = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! NoteCell
            note.accessibilityLabel = "Counted in May"
            return note
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Score", for: indexPath) as! ScoreCell
        cell.accessibilityLabel = grid[indexPath.section][indexPath.item]
        cell.row = indexPath.section
        cell.column = indexPath.item
        return cell
    }
}

/// One score: where it lies in the grid, as the data source placed it.
final class ScoreCell: UICollectionViewCell, UIAccessibilityContainerDataTableCell {
    var row = 0
    var column = 0

    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSMakeRange(column, 1) }
}

/// The note under the grid: its row comes from a layout known only when the app runs.
final class NoteCell: UICollectionViewCell, UIAccessibilityContainerDataTableCell {
    func accessibilityRowRange() -> NSRange { NSRange(location: GridLayout.shared.lastRow, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 2) }
}
