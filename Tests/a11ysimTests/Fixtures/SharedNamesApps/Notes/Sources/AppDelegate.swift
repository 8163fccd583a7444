import UIKit

/// The second app of the folder: its first screen is Main.storyboard's, its settings are made in code.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
