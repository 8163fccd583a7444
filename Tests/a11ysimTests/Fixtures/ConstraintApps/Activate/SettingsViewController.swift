import UIKit

/// `NSLayoutConstraint.activate` with a priority set before activation, a stack view made in code
/// whose arranged views take their intrinsic sizes, and a label whose constraints leave its x free.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let header = UILabel()
        header.text = "Privacy"
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Share analytics"
        let footer = UILabel()
        footer.text = "Shared with nobody"
        stack.addArrangedSubview(header)
        stack.addArrangedSubview(toggle)
        stack.addArrangedSubview(footer)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(done)
        view.addSubview(stack)
        let bottom = done.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            done.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            done.widthAnchor.constraint(equalToConstant: 120),
            bottom,
        ])
        let note = UILabel()
        note.text = "Note"
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(note)
        note.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8).isActive = true
    }
}
