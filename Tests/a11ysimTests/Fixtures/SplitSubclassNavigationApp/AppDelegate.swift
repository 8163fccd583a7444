import UIKit

/// The app's own split view controller, filled in its initializer with navigation controllers made
/// in code: on a phone it collapses to the list's navigation stack, its bar titled "Tunnels" with
/// an Add button.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootSplitViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class RootSplitViewController: UISplitViewController {
    init() {
        let list = UINavigationController(rootViewController: TunnelListViewController())
        let detail = UINavigationController(rootViewController: TunnelDetailViewController())
        super.init(nibName: nil, bundle: nil)
        viewControllers = [list, detail]
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

final class TunnelListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tunnels"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        let empty = UILabel()
        empty.text = "No tunnels yet"
        view.addSubview(empty)
    }

    @objc func add() {}
}

final class TunnelDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let status = UILabel()
        status.text = "Inactive"
        view.addSubview(status)
    }
}
