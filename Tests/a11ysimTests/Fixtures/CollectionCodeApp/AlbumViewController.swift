import UIKit

/// An album of two photos the code names.
final class AlbumViewController: UICollectionViewController {
    private let places = ["Beach", "Forest"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        places.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.show(places[indexPath.item])
        return cell
    }
}

final class PhotoCell: UICollectionViewCell {
    @IBOutlet weak var captionLabel: UILabel!
    @IBOutlet weak var likeButton: UIButton!

    func show(_ place: String) {
        captionLabel.text = place
        likeButton.accessibilityLabel = "Like \(place)"
    }
}
