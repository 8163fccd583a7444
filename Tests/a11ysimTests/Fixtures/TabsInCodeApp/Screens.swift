import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let empty = UILabel()
        empty.text = "Nothing new"
        view.addSubview(empty)
    }
}

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let empty = UILabel()
        empty.text = "No messages"
        view.addSubview(empty)
    }
}

/// Titles its own tab as it is made (a tab not yet selected has not loaded its view).
final class SettingsViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = UILabel()
        version.text = "Version 1.0"
        view.addSubview(version)
    }
}
