import UIKit

/// The first screen: its header and its image button are labelled here, not in the storyboard.
final class LoginViewController: UIViewController {
    @IBOutlet weak var headerLabel: UILabel!
    @IBOutlet weak var continueButton: UIButton!
    @IBOutlet weak var helpButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = NSLocalizedString("login.title", comment: "")
        headerLabel.text = NSLocalizedString("login.header", value: "Sign in", comment: "")
        headerLabel.accessibilityTraits.insert(.header)
        continueButton.accessibilityLabel = UserText.continueLabel
        helpButton.accessibilityLabel = "Help button"
        analytics.track("login")
    }

    @IBAction func continueTapped(_ sender: Any) {
        performSegue(withIdentifier: "showPermissions", sender: self)
    }

    @IBAction func helpTapped(_ sender: UIButton) {
        let help = storyboard!.instantiateViewController(withIdentifier: "Help")
        present(help, animated: true)
    }
}
