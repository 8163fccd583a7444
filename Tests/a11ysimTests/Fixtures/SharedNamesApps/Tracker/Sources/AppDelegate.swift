import UIKit

/// The first app of the folder: its settings screen is a scene of its storyboard.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
