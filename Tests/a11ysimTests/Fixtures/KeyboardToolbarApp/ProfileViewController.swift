import UIKit

/// A form whose fields each show a toolbar above the keyboard while they are editing: the name's
/// "Next" moves to the email field, the email's "Done" saves and closes the keyboard.
final class ProfileViewController: UIViewController {
    @IBOutlet var nameField: UITextField!
    @IBOutlet var emailField: UITextField!
    @IBOutlet var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let nameBar = UIToolbar()
        nameBar.sizeToFit()
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let next = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(nextField))
        nameBar.items = [space, next]
        nameField.inputAccessoryView = nameBar
        emailField.inputAccessoryView = doneToolbar()
    }

    /// The email field's toolbar, made by a helper as many apps do.
    private func doneToolbar() -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(save))
        toolbar.setItems([space, done], animated: false)
        return toolbar
    }

    @objc func nextField() {
        emailField.becomeFirstResponder()
    }

    @objc func save() {
        statusLabel.text = "Saved"
        view.endEditing(true)
    }
}
