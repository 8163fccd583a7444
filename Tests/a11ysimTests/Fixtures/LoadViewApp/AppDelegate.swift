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

/// A note in a scroll view, pinned to the scroll view's content and frame layout guides.
final class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView()
        let note = UILabel()
        note.text = "Water the tomatoes"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(note)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            scrollView.heightAnchor.constraint(equalToConstant: 200),
            note.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 24),
            note.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            note.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            note.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -48)
        ])
    }
}
