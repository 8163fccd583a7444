import UIKit

/// The first screen: one button calls the closure the coordinator gave it, the other asks the
/// coordinator, known by its protocol, for the settings.
final class ListViewController: UIViewController {
    weak var coordinator: Coordinating?
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        let open = UIButton(type: .system)
        open.setTitle("Open trip", for: .normal)
        open.addTarget(self, action: #selector(openTrip), for: .touchUpInside)
        view.addSubview(open)
        let settings = UIButton(type: .system)
        settings.setTitle("Settings", for: .normal)
        settings.addTarget(self, action: #selector(openSettings), for: .touchUpInside)
        view.addSubview(settings)
    }

    @objc func openTrip() {
        onSelect?()
    }

    @objc func openSettings() {
        coordinator?.showSettings()
    }
}

/// Pushed by the coordinator when the list's closure runs.
final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trip"
        let label = UILabel()
        label.text = "Lisbon, 3 days"
        view.addSubview(label)
    }
}

/// Presented by the coordinator when the list asks for it.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let label = UILabel()
        label.text = "Notifications"
        view.addSubview(label)
    }
}
