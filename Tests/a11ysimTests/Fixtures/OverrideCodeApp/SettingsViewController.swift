import UIKit

/// A sheet with no Close button: escape and magic tap are its only ways out and its shortcut.
final class SettingsViewController: UIViewController {
    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true)
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        UIAccessibility.post(notification: .announcement, argument: "Settings saved")
        return true
    }
}
