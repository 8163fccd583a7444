import UIKit

/// A group of contacts, as a chip.
final class GroupCell: UICollectionViewCell {
    @IBOutlet weak var nameLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityTraits = .button
    }
}
