import UIKit

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, added to
/// the root view with `addConstraints`: an avatar 60 pt square and a name centred beside it.
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
        avatar.isAccessibilityElement = true
        avatar.accessibilityLabel = "Avatar"
        let name = UILabel()
        name.text = "Grace Hopper"
        for subview in [name, avatar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        view.addConstraints([
            NSLayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 16),
            NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 60),
            NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: name, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: name, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: -16),
            NSLayoutConstraint(item: name, attribute: .centerY, relatedBy: .equal, toItem: avatar, attribute: .centerY, multiplier: 1, constant: 0),
        ])
    }
}
