import UIKit

/// A message's row: its flag button is an image only, labelled by the `flagName` runtime attribute
/// MessageCell.xib gives the cell.
final class MessageCell: UITableViewCell {
    @IBOutlet weak var subjectLabel: UILabel!
    @IBOutlet weak var flagButton: UIButton!

    @IBInspectable var flagName: String = "" {
        didSet {
            flagButton.accessibilityLabel = flagName
        }
    }
}
