import UIKit

/// A control the screen gives a `UIAction` for `.touchUpInside`; it adds its own target for the same
/// touch. VoiceOver's double tap touches it: both run, its own first.
final class FollowControl: UIControl {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityLabel = "Follow"
        accessibilityTraits = .button
        addTarget(self, action: #selector(touched), for: .touchUpInside)
    }

    @objc private func touched() {
        UIAccessibility.post(notification: .announcement, argument: "Touched")
    }
}
