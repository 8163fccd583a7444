import UIKit

/// The first screen: its button pushes the sign-in screen.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Welcome"
        let start = UIButton(type: .system)
        start.setTitle("Get started", for: .normal)
        start.addTarget(self, action: #selector(getStarted), for: .touchUpInside)
        view.addSubview(start)
    }

    @objc func getStarted() {
        navigationController?.pushViewController(SignInViewController(), animated: true)
    }
}
