import UIKit

/// Pushed by the welcome screen: a button with an image and no label.
final class SignInViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        let name = UILabel()
        name.text = "Your name"
        view.addSubview(name)
        let scan = UIButton(type: .custom)
        scan.setImage(UIImage(named: "qr"), for: .normal)
        view.addSubview(scan)
    }
}
