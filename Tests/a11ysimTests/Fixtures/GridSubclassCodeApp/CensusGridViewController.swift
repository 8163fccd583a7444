import UIKit

/// Issue 31, item 4: a one-section collection laid out as a two-column grid. The data source stores
/// each item's index on its cell; the cell derives its row and column with `/` and `%`.
final class CensusGridViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet private var gridView: CensusGridView!
    private let texts = ["Animal", "Count", "Lions", "12", "Zebras", "30"]

    override func viewDidLoad() {
        super.viewDidLoad()
        gridView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Census", for: indexPath) as! CensusCell
        cell.accessibilityLabel = texts[indexPath.item]
        cell.index = indexPath.item
        return cell
    }
}

/// One cell of the census: its row and column from its index in the one section.
final class CensusCell: UICollectionViewCell, UIAccessibilityContainerDataTableCell {
    var index = 0

    func accessibilityRowRange() -> NSRange { NSRange(location: index / CensusGridView.columns, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSRange(location: index % CensusGridView.columns, length: 1) }
}
