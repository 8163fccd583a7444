import UIKit

/// The second app of the folder: no storyboard but its launch screen; every screen is made in code.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
