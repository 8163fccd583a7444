import UIKit

/// A collection list fed by section snapshots: each section's items appended to a section snapshot
/// and applied to that section; the spices' items are the app's data, known only when it runs.
final class PantryViewController: UIViewController {
    enum Section { case staples, spices }

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var spices: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var staples = NSDiffableDataSourceSectionSnapshot<String>()
        staples.append(["Rice", "Flour"])
        staples.append(["Oats"])
        dataSource.apply(staples, to: .staples, animatingDifferences: false)
        var spiceSection = NSDiffableDataSourceSectionSnapshot<String>()
        spiceSection.append(spices)
        dataSource.apply(spiceSection, to: .spices, animatingDifferences: false)
    }
}
