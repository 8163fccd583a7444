import UIKit

/// A playlist's header, from PlaylistHeader.xib: its title a heading (set when the nib wakes), a
/// shuffle button with an image and no label.
final class PlaylistHeaderView: UITableViewHeaderFooterView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var shuffleButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.accessibilityTraits = .header
    }
}
