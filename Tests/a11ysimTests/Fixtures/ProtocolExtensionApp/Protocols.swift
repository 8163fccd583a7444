import UIKit

protocol AccessibilityConfigurable {
    func configureAccessibility()
}

/// Screens with a close button: the default implementation labels it.
protocol Dismissable: AccessibilityConfigurable {
    var closeButton: UIButton! { get }
}

extension Dismissable where Self: UITableViewCell {
    func configureAccessibility() {
        closeButton.accessibilityLabel = "Remove"
    }
}

extension Dismissable where Self: UIViewController {
    func configureAccessibility() {
        closeButton.accessibilityLabel = "Close"
    }
}

protocol Reusable {}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UIButton {
    func labelled(_ text: String) {
        accessibilityLabel = text
    }
}
