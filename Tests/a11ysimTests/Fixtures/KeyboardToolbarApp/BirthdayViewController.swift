import UIKit

/// A birthday field whose keyboard is a date picker (`inputView`), with a Done toolbar above it.
final class BirthdayViewController: UIViewController {
    let birthdayField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Birthday"
        birthdayField.placeholder = "Birthday"
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        birthdayField.inputView = picker
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))]
        birthdayField.inputAccessoryView = toolbar
        view.addSubview(birthdayField)
    }

    @objc func done() {
        birthdayField.resignFirstResponder()
    }
}
