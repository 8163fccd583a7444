import UIKit

/// An outline in a section snapshot: "Fruits" has two children and is expanded, so they are shown
/// right after it; "Vegetables" has one and stays collapsed, so its child is not shown; "Bread", appended
/// at the top level (`to: nil`), has none.
final class MarketViewController: UIViewController {
    enum Section { case aisles }

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Market"
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var aisles = NSDiffableDataSourceSectionSnapshot<String>()
        aisles.append(["Fruits", "Vegetables"])
        aisles.append(["Apple", "Pear"], to: "Fruits")
        aisles.append(["Leek"], to: "Vegetables")
        aisles.append(["Bread"], to: nil)
        aisles.expand(["Fruits"])
        dataSource.apply(aisles, to: .aisles, animatingDifferences: false)
    }
}
