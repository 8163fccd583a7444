import UIKit

/// An app with no storyboard but its launch screen: the scene delegate makes every screen in code.
/// This file stands for the app's code in the audit's reports (docs/code.md, "An app without a storyboard").
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
