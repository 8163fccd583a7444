import UIKit

/// A collection whose section footer is a supplementary view from PhotosFooter.xib, registered in
/// code: the data source sets its count label, read after the section's items.
final class PhotosViewController: UICollectionViewController {
    private let photos = ["Beach", "Forest"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(UINib(nibName: "PhotosFooter", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.accessibilityLabel = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath) as! PhotosFooterView
        footer.countLabel.text = "\(photos.count) photos"
        return footer
    }
}

/// The photos' footer, from PhotosFooter.xib: a count and a "Select" button.
final class PhotosFooterView: UICollectionReusableView {
    @IBOutlet weak var countLabel: UILabel!
}
