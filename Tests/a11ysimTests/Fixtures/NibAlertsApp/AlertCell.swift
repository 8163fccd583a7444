import UIKit

/// An alert topic's row, from AlertCell.xib: its status follows the mute, through a closure it
/// registers when it wakes from the nib.
final class AlertCell: UITableViewCell {
    @IBOutlet weak var topicLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!
    private var observer: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        observer = NotificationCenter.default.addObserver(forName: .alertsMuted, object: nil, queue: .main) { [weak self] _ in
            self?.statusLabel.text = "Muted"
        }
    }
}
