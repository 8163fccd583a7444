import UIKit

/// A badge below the count: made after its controller, so its handler runs after the controller's.
final class FavoriteBadgeView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.addObserver(forName: .favoritesChanged, object: nil, queue: .main) { _ in
            UIAccessibility.post(notification: .announcement, argument: "Badge updated")
        }
    }
}
