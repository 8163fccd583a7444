import UIKit

/// A control whose activation override sends its primary action to the targets the screen added.
final class ShareControl: UIControl {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityLabel = "Share"
        accessibilityTraits = .button
    }

    override func accessibilityActivate() -> Bool {
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
