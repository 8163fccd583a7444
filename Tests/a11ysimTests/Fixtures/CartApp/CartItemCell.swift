import UIKit

/// A row of the shop: its badge follows the cart, through the notification it observes.
final class CartItemCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var badgeLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.addObserver(self, selector: #selector(cartChanged(_:)), name: NSNotification.Name("CartChanged"), object: nil)
    }

    @objc private func cartChanged(_ notification: Notification) {
        badgeLabel.text = "In cart"
    }
}
