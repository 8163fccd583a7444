import UIKit

/// Menus on bar button items made in code: Sort has a menu and no action (a pop-up button) with a
/// submenu and an inline group; Search has a primary action and a menu (a button); More gets its
/// menu after it is made. A label made in code is the title view.
final class FilesViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let titleLabel = UILabel()
        titleLabel.text = "Files"
        navigationItem.titleView = titleLabel

        let sort = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { [weak self] _ in
                self?.statusLabel.text = "Sorted by name"
            },
            UIMenu(title: "Date", children: [
                UIAction(title: "Newest first") { _ in
                    UIAccessibility.post(notification: .announcement, argument: "Newest first")
                },
                UIAction(title: "Oldest first") { _ in
                    UIAccessibility.post(notification: .announcement, argument: "Oldest first")
                },
            ]),
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Reset") { _ in
                    UIAccessibility.post(notification: .announcement, argument: "Order reset")
                },
            ]),
        ]))
        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
        more.accessibilityLabel = "More"
        more.menu = UIMenu(children: [
            UIAction(title: "Select") { _ in
                UIAccessibility.post(notification: .announcement, argument: "Selecting")
            },
        ])
        navigationItem.rightBarButtonItems = [sort, more]

        let search = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in
            UIAccessibility.post(notification: .announcement, argument: "Searching")
        }, menu: UIMenu(children: [UIAction(title: "Recent searches") { _ in }]))
        navigationItem.leftBarButtonItem = search
    }
}
