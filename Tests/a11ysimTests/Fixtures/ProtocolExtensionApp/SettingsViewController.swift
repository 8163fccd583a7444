import UIKit

/// A settings screen whose image buttons are labelled only by default implementations in protocol
/// extensions and by an extension of UIButton, and whose header reads a static property a protocol
/// extension declares.
final class SettingsViewController: UIViewController, Dismissable, Reusable {
    @IBOutlet weak var closeButton: UIButton!
    @IBOutlet weak var gearButton: UIButton!
    @IBOutlet weak var headerLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureAccessibility()
        gearButton.labelled("Preferences")
        headerLabel.text = "Screen \(Self.reuseIdentifier)"
    }
}
