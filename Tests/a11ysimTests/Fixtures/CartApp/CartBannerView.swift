import UIKit

/// A banner the shop makes in code: it observes the cart with a closure registered in its initializer.
final class CartBannerView: UIView {
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.text = "Free delivery"
        messageLabel.frame = CGRect(x: 0, y: 0, width: 374, height: 40)
        addSubview(messageLabel)
        NotificationCenter.default.addObserver(forName: Notification.Name("CartChanged"), object: nil, queue: .main) { [weak self] _ in
            self?.messageLabel.text = "Delivery included"
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
