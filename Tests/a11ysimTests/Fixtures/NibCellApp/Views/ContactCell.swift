import UIKit

/// A contact's row: its name, a call button the cell labels itself, and a message button nobody labels.
final class ContactCell: UITableViewCell {
    static let identifier = String(describing: ContactCell.self)
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var callButton: UIButton!
    @IBOutlet weak var messageButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        callButton.accessibilityLabel = "Call"
    }

    func configure(with contact: Contact) {
        nameLabel.text = contact.name
    }
}
