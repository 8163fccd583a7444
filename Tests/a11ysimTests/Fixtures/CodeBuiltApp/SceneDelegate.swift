import UIKit

/// The app's first screen is made in code: the welcome screen, in a navigation controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// Made in code as the first screen; its button presents the settings, made in code too.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Welcome"
        let settings = UIButton(type: .system)
        settings.setTitle("Settings", for: .normal)
        settings.addTarget(self, action: #selector(openSettings), for: .touchUpInside)
        view.addSubview(settings)
        let profile = UIButton(type: .system)
        profile.setTitle("Profile", for: .normal)
        view.addSubview(profile)
    }

    @objc func openSettings() {
        present(SettingsViewController(), animated: true)
    }
}

/// A table view controller made in code with a header view built in code.
final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        header.text = "Account"
        tableView.tableHeaderView = header
    }
}
