import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = GreenhouseViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Makes its own root view in `loadView` and pins a label and a button to it with anchors.
final class GreenhouseViewController: UIViewController {
    let temperatureLabel: UILabel = {
        let label = UILabel()
        label.text = "21 degrees"
        return label
    }()

    let ventButton = UIButton(type: .system)

    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        ventButton.setTitle("Open vents", for: .normal)
        for subview in [temperatureLabel, ventButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            temperatureLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            temperatureLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 120),
            ventButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ventButton.topAnchor.constraint(equalTo: temperatureLabel.bottomAnchor, constant: 16)
        ])
    }
}
