import UIKit

final class PermissionsViewController: UIViewController {
    override func accessibilityPerformEscape() -> Bool {
        navigationController?.popViewController(animated: true)
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        UIAccessibility.post(notification: .announcement, argument: "Notifications allowed")
        return true
    }
}
