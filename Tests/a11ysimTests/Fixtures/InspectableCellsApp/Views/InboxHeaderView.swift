import UIKit

/// The inbox's section header, from InboxHeader.xib: its button is an image only, labelled by the
/// `actionName` runtime attribute the xib gives the header.
final class InboxHeaderView: UITableViewHeaderFooterView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var markAllButton: UIButton!

    @IBInspectable var actionName: String = "" {
        didSet {
            markAllButton.accessibilityLabel = actionName
        }
    }
}
