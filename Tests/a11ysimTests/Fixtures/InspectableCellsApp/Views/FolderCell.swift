import UIKit

/// A folder, as a chip: one element, labelled by the `folderName` runtime attribute FolderCell.xib
/// gives the cell.
final class FolderCell: UICollectionViewCell {
    @IBInspectable var folderName: String = "" {
        didSet {
            accessibilityLabel = folderName
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true
        accessibilityTraits = .button
    }
}
