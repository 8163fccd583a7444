import Combine
import UIKit

/// The cart's summary above the shop: it subscribes to the notification the shop's button posts.
final class CartSummaryView: UIView {
    @IBOutlet weak var summaryLabel: UILabel!
    private var subscriptions = Set<AnyCancellable>()

    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.publisher(for: Notification.Name("CartChanged"))
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.summaryLabel.text = "1 item in cart"
                UIAccessibility.post(notification: .announcement, argument: "Cart updated")
            }
            .store(in: &subscriptions)
    }
}
