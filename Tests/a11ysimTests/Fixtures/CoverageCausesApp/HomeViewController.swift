import UIKit

/// A screen a11ysim sees: one label.
final class HomeViewController: UIViewController {
    private let welcomeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        welcomeLabel.text = "Welcome"
        welcomeLabel.frame = CGRect(x: 20, y: 100, width: 300, height: 21)
        view.addSubview(welcomeLabel)
    }
}
