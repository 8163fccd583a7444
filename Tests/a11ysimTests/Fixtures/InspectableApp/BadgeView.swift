import UIKit

/// A badge whose label is UIKit's own runtime attribute, `accessibilityLabel`.
final class BadgeView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
    }
}
