import UIKit

/// Both buttons are labelled in code with words that are not on them; only Send adds what it shows
/// to the names Voice Control answers to.
final class ComposeViewController: UIViewController {
    @IBOutlet weak var sendButton: UIButton!
    @IBOutlet weak var editButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.accessibilityLabel = "Submit message"
        sendButton.accessibilityUserInputLabels = ["Send", "Submit"]
        editButton.accessibilityLabel = "Change draft"
    }
}
