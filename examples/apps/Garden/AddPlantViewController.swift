import UIKit

/// A form for a new plant; the escape gesture (two-finger scrub) goes back without saving.
final class AddPlantViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var reminderSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Plant"
        nameField.placeholder = "Plant name"
        nameField.accessibilityLabel = "Name"
        reminderSwitch.accessibilityLabel = "Remind me to water it"
    }

    override func accessibilityPerformEscape() -> Bool {
        navigationController?.popViewController(animated: true)
        return true
    }
}
