import UIKit

/// A badge screen whose image button is labelled in code.
final class BadgeViewController: UIViewController {
    @IBOutlet weak var shareButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.accessibilityLabel = "Share badge"
    }
}
