import UIKit

/// A collection made in code, filled by a diffable data source through a cell registration.
final class PhotosViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, Photo>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
            cell.configure(with: photo)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
    }
}

struct Photo: Hashable {
    var caption: String
}

/// A collection cell made in code: an image view and a favourite button with only an image.
final class PhotoCell: UICollectionViewCell {
    private let imageView = UIImageView()
    private let favoriteButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        contentView.addSubview(imageView)
        contentView.addSubview(favoriteButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: Photo) {
        accessibilityLabel = photo.caption
    }
}
