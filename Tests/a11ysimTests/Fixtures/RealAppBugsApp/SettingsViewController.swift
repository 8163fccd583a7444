import UIKit

/// Settings whose status label the code fills.
final class SettingsViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.text = "Ready"
    }
}
