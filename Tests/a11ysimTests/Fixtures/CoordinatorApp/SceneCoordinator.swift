import UIKit

/// Maps an enum of scenes to the controllers it makes, and shows them as the transition says.
final class SceneCoordinator {
    enum Scene {
        case profile(name: String)
        case settings
    }
    enum Transition {
        case show
        case modal(animated: Bool)
    }

    @discardableResult
    func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
        guard let viewController = get(scene: scene) else { return nil }
        guard let presenting = sender else { return nil }
        switch transition {
        case .show:
            presenting.show(viewController, sender: sender)
        case .modal(let animated):
            let navigation = UINavigationController(rootViewController: viewController)
            presenting.present(navigation, animated: animated, completion: nil)
        }
        return viewController
    }

    func get(scene: Scene) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .profile:
            viewController = ProfileViewController()
        case .settings:
            viewController = SettingsViewController()
        }
        return viewController
    }
}

/// Something else sets its coordinator before it shows (a scene delegate, a parent).
final class HomeViewController: UIViewController {
    var coordinator: SceneCoordinator!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let button = UIButton(type: .system)
        button.setTitle("Profile", for: .normal)
        button.addTarget(self, action: #selector(openProfile), for: .touchUpInside)
        view.addSubview(button)
        let settings = UIButton(type: .system)
        settings.setTitle("Settings", for: .normal)
        settings.addTarget(self, action: #selector(openSettings), for: .touchUpInside)
        view.addSubview(settings)
    }

    @objc func openProfile() {
        coordinator.present(scene: .profile(name: "me"), from: self, transition: .show)
    }

    @objc func openSettings() {
        self.coordinator?.present(scene: .settings, from: self, transition: .modal(animated: true))
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let label = UILabel()
        label.text = "About me"
        view.addSubview(label)
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Settings body"
        view.addSubview(label)
    }
}
