import UIKit

/// UIKit's own tab bar controller, made and filled here: each tab titled in code.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let inbox = InboxViewController()
        inbox.tabBarItem.title = "Inbox"
        tabs.viewControllers = [feed, inbox, SettingsViewController()]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
