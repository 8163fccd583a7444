import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = AboutViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Two rows of a text field and a button to copy it, placed by anchors: each field's width is its
/// text's. The first field's text is the app's version, known only when the app runs; the second's is
/// known. At the largest text size the known text grows past its button and covers it; the unknown
/// one's width is not known, so it sizes nothing and is not judged (docs/layout.md, "Text known
/// only when the app runs").
final class AboutViewController: UIViewController {
    let versionField = AboutViewController.field(named: "Version")
    let buildField = AboutViewController.field(named: "Build")
    let copyVersionButton = UIButton(type: .system)
    let copyBuildButton = UIButton(type: .system)

    static func field(named name: String) -> UITextField {
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.accessibilityLabel = name
        return field
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        versionField.text = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        buildField.text = "Version 2.4.1 (build 1187)"
        copyVersionButton.setTitle("Copy version", for: .normal)
        copyBuildButton.setTitle("Copy build", for: .normal)
        for subview in [versionField, buildField, copyVersionButton, copyBuildButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            versionField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            versionField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            copyVersionButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            copyVersionButton.centerYAnchor.constraint(equalTo: versionField.centerYAnchor),
            buildField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            buildField.topAnchor.constraint(equalTo: versionField.topAnchor, constant: 200),
            copyBuildButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            copyBuildButton.centerYAnchor.constraint(equalTo: buildField.centerYAnchor),
        ])
    }
}
