import UIKit

/// Every bar button item is made in code: a system item, an image-only item (unlabelled), a titled
/// item set with setLeftBarButton, and one with a primary action.
final class ItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped)),
            UIBarButtonItem(image: UIImage(named: "ic_share"), style: .plain, target: self, action: #selector(shareTapped)),
        ]
        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
        navigationItem.setLeftBarButton(done, animated: false)
    }

    @objc private func addTapped() {
        UIAccessibility.post(notification: .announcement, argument: "Item added")
    }

    @objc private func shareTapped() {}

    @objc private func doneTapped() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
}
