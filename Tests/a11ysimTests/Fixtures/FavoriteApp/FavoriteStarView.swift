import UIKit

/// A star VoiceOver activates: its override posts the name it observes itself.
final class FavoriteStarView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true
        accessibilityLabel = "Favourite"
        accessibilityTraits = .button
        NotificationCenter.default.addObserver(self, selector: #selector(favoritesChanged), name: .favoritesChanged, object: nil)
    }

    override func accessibilityActivate() -> Bool {
        NotificationCenter.default.post(name: .favoritesChanged, object: nil)
        return true
    }

    @objc private func favoritesChanged() {
        UIAccessibility.post(notification: .announcement, argument: "Added to favourites")
    }
}
