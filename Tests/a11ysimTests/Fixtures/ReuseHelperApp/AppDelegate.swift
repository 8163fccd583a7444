import UIKit

/// Sets its first screen in `application(_:willFinishLaunchingWithOptions:)`, before launching ends.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        window.rootViewController = UINavigationController(rootViewController: PantryViewController())
        window.makeKeyAndVisible()
        return true
    }
}
