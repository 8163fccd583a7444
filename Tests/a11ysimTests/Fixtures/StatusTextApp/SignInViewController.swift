import UIKit

/// Signing in shows an error nobody announces; sending a reset link shows a status it announces.
final class SignInViewController: UIViewController {
    @IBOutlet weak var errorLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!

    @IBAction func signIn(_ sender: UIButton) {
        errorLabel.text = "Wrong email or password"
        errorLabel.isHidden = false
    }

    @IBAction func sendReset(_ sender: UIButton) {
        statusLabel.text = "Reset link sent"
        UIAccessibility.post(notification: .announcement, argument: "Reset link sent")
    }
}
