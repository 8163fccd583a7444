import UIKit

/// A list made with UIKit's own list cell through a cell registration: its content configuration's
/// text is the item's.
final class AlbumsViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, album in
            var content = cell.defaultContentConfiguration()
            content.text = "Album \(album)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: album)
        }
    }
}
