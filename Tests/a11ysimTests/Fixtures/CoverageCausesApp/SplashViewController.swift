import UIKit

/// A decorative image and nothing else: VoiceOver finds nothing here on a device either.
final class SplashViewController: UIViewController {
    private let logoView = UIImageView(image: UIImage(named: "logo"))

    override func viewDidLoad() {
        super.viewDidLoad()
        logoView.frame = CGRect(x: 100, y: 300, width: 200, height: 200)
        view.addSubview(logoView)
    }
}
