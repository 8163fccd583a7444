import UIKit

/// The first app of the folder: its interface is Main.storyboard.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
