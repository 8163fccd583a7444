import UIKit

final class HelpViewController: UIViewController {
    @IBAction func closeTapped(_ sender: Any) {
        dismiss(animated: true)
    }
}
