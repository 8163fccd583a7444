import UIKit

/// Anchors activated one by one with `isActive`, to the safe area and the layout margins; the views
/// are added in the opposite order to the layout's, so VoiceOver's order is the frames'.
final class FormViewController: UIViewController {
    private let titleLabel = UILabel()
    private let nameField = UITextField()
    private let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Sign up"
        nameField.placeholder = "Name"
        saveButton.setTitle("Save", for: .normal)
        for subview in [saveButton, nameField, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
        titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
        titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
        nameField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12).isActive = true
        nameField.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor).isActive = true
        nameField.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
        nameField.widthAnchor.constraint(equalTo: titleLabel.widthAnchor).isActive = true
        nameField.heightAnchor.constraint(equalToConstant: 44).isActive = true
        saveButton.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 24).isActive = true
        saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        saveButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
    }
}
