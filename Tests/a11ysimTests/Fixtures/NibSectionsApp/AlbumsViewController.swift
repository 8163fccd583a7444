import UIKit

/// A collection filled by a diffable data source through registrations made from nibs: each album's
/// cell is AlbumCell.xib's (`CellRegistration(cellNib:)`), the section's header AlbumsHeader.xib's
/// view (`SupplementaryRegistration(supplementaryNib:elementKind:)`), whose class makes the title a
/// heading when the nib wakes; the handlers set the texts.
final class AlbumsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<AlbumCell, String>(cellNib: UINib(nibName: "AlbumCell", bundle: nil)) { cell, indexPath, album in
            cell.nameLabel.text = album
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<AlbumsHeaderView>(supplementaryNib: UINib(nibName: "AlbumsHeader", bundle: nil), elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.titleLabel.text = "Recent albums"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Holidays", "Family"])
        dataSource.apply(snapshot)
    }
}

/// An album, from AlbumCell.xib.
final class AlbumCell: UICollectionViewCell {
    @IBOutlet weak var nameLabel: UILabel!
}

/// The albums' header, from AlbumsHeader.xib: its title a heading (set when the nib wakes), an add
/// button with only an image.
final class AlbumsHeaderView: UICollectionReusableView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.accessibilityTraits = .header
    }
}
