import UIKit

/// The app's tab bar controller fills itself in code; the second tab is in a navigation controller.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let profile = UINavigationController(rootViewController: ProfileTabViewController())
        viewControllers = [HomeFeedViewController(), profile, SearchTabViewController()]
    }
}

/// Names its tab in a way the interpreter does not follow: the tab's name is known only when the app runs.
final class SearchTabViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureTab(Tab.search)
        let field = UISearchBar()
        field.placeholder = "Search"
        view.addSubview(field)
    }
}

final class HomeFeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        let empty = UILabel()
        empty.text = "Nothing new"
        view.addSubview(empty)
    }
}

final class ProfileTabViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let edit = UIButton(type: .system)
        edit.setTitle("Edit profile", for: .normal)
        view.addSubview(edit)
    }
}

/// The app's split view controller sets its columns in code.
final class LibrarySplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewController(ShelvesViewController(), for: .primary)
        setViewController(BookViewController(), for: .secondary)
    }
}

final class ShelvesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
        let shelf = UILabel()
        shelf.text = "Reading now"
        view.addSubview(shelf)
    }
}

final class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        let read = UIButton(type: .system)
        read.setTitle("Read", for: .normal)
        view.addSubview(read)
    }
}
