import UIKit

/// A cell that labels its image button when Interface Builder makes it.
final class EpisodeCell: UITableViewCell {
    @IBOutlet weak var downloadButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        downloadButton.accessibilityLabel = NSLocalizedString("Download", comment: "")
    }
}
