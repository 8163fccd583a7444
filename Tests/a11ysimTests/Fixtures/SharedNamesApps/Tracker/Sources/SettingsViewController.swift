import UIKit

/// Tracker's settings: Main.storyboard names this class; Notes declares another class of the same name.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tracker settings"
    }
}
