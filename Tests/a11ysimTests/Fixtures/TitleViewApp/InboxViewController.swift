import UIKit

/// A segmented control made in code stands in place of the title, between the Edit and Compose
/// items; the title set beside it is not shown.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let filter = UISegmentedControl(items: ["All", "Unread"])
        filter.selectedSegmentIndex = 0
        navigationItem.titleView = filter
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
    }

    @objc private func edit() {}

    @objc private func compose() {}
}
