import UIKit

/// A collection whose data source returns a header of the app's class registered as a section
/// header supplementary view: its title label and an "Edit" button are read before the items.
final class AlbumsGridViewController: UICollectionViewController {
    private let albums = ["Summer", "Winter"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "album")
        collectionView.register(AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "album-header")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
        cell.accessibilityLabel = albums[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "album-header", for: indexPath) as! AlbumHeaderView
        header.titleLabel.text = "My albums"
        return header
    }
}

final class AlbumHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()
    let editButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        editButton.setTitle("Edit", for: .normal)
        addSubview(titleLabel)
        addSubview(editButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A diffable collection whose supplementary view provider dequeues a header through a
/// registration, its handler giving the header an image-only button.
final class StickersViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stickers"
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<StickerHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Cat", "Dog"])
        dataSource.apply(snapshot)
    }
}

final class StickerHeaderView: UICollectionReusableView {
    let shareButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(shareButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
