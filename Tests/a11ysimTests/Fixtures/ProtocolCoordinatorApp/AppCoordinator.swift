import UIKit

/// What the screens ask of the coordinator, which they know only by this protocol.
protocol Coordinating: AnyObject {
    func showSettings()
}

/// The app's one coordinator: makes the list the window's root, and the screens it opens.
final class AppCoordinator: Coordinating {
    let window: UIWindow
    let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let list = ListViewController()
        list.coordinator = self
        list.onSelect = { [weak self] in
            self?.showDetail()
        }
        navigationController.viewControllers = [list]
        window.rootViewController = navigationController
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }

    func showSettings() {
        navigationController.present(SettingsViewController(), animated: true)
    }
}
