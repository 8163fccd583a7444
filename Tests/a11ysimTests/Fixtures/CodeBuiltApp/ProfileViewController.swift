import UIKit

/// The storyboard names this controller; its views are all built in code.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let stack = UIStackView()

    private lazy var shareButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.accessibilityLabel = "Share profile"
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada Lovelace"
        nameLabel.accessibilityTraits = .header
        stack.axis = .vertical
        view.addSubview(stack)
        stack.addArrangedSubview(nameLabel)
        let followButton = UIButton(type: .system)
        followButton.setTitle("Follow", for: .normal)
        stack.addArrangedSubview(followButton)
        stack.addArrangedSubview(shareButton)
        stack.insertArrangedSubview(BadgeView(), at: 1)
        let moreButton = UIButton(type: .custom)
        view.addSubview(moreButton)
        let composeButton = UIButton(type: .system)
        composeButton.setTitle("Write a note", for: .normal)
        composeButton.addTarget(self, action: #selector(compose), for: .touchUpInside)
        view.addSubview(composeButton)
        let spinner = UISwitch()
        spinner.accessibilityLabel = "Notifications"
        view.addSubview(spinner)
        let hint = UILabel()
        hint.text = "Not shown"
        view.addSubview(hint)
        hint.removeFromSuperview()
    }

    @objc private func compose() {
        navigationController?.pushViewController(ComposeViewController(), animated: true)
    }
}

/// One of the app's own views, made in code: its init(frame:) builds its subviews.
final class BadgeView: UIView {
    private let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badgeLabel.text = "Verified"
        addSubview(badgeLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
