import UIKit

/// Notes' settings, made in code: no Interface Builder file of Notes names this class (Tracker's
/// storyboard names Tracker's class of the same name).
final class SettingsViewController: UIViewController {
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        signOutButton.setTitle("Sign out", for: .normal)
        signOutButton.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(signOutButton)
    }
}
