import UIKit

/// The visual format: the standard space to the superview's edges, a metric, equal widths, fixed
/// heights and vertical chains.
final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let user = UITextField()
        user.placeholder = "User"
        let password = UITextField()
        password.placeholder = "Password"
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        let login = UIButton(type: .system)
        login.setTitle("Log in", for: .normal)
        for subview in [login, cancel, password, user] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views = ["user": user, "password": password, "cancel": cancel, "login": login]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[user]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[password]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cancel(==login)]-gap-[login]-|", options: [], metrics: ["gap": 12], views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[user(44)]-8-[password(44)]-20-[cancel]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[password]-20-[login]", options: [], metrics: nil, views: views))
    }
}
