import UIKit

/// UIKit's own split view controller, made and filled here: a list beside its detail.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: NotesListViewController()), NoteViewController()]
        window?.rootViewController = split
        window?.makeKeyAndVisible()
        return true
    }
}

final class NotesListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let hint = UILabel()
        hint.text = "Pick a note"
        view.addSubview(hint)
    }
}

final class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let body = UILabel()
        body.text = "Shopping list"
        view.addSubview(body)
    }
}
