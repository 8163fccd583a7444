import UIKit

/// The list observes the store's notification: another class posts it.
final class DraftListViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(draftsChanged(_:)), name: .draftsChanged, object: nil)
    }

    @objc private func draftsChanged(_ notification: Notification) {
        countLabel.text = "1 draft"
        UIAccessibility.post(notification: .announcement, argument: "Draft list updated")
    }
}
