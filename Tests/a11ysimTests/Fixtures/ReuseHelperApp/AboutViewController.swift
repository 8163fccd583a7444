import UIKit

/// The version the bundle gives, else a fallback, with the build number added when there is one.
final class AboutViewController: UIViewController {
    private let versionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        var version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "unknown"
        if let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String {
            version += " (\(build))"
        }
        versionLabel.text = "Version " + version
        view.addSubview(versionLabel)
    }
}
