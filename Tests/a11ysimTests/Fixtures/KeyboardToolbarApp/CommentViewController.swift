import UIKit

/// A post's comments, first responder with a comment bar as its input accessory view: the bar has no
/// frame of its own, its constraints make it 12 + 40 + 12 pt tall.
final class CommentViewController: UIViewController {
    lazy var bar = CommentBar()

    override var inputAccessoryView: UIView? { bar }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
        let empty = UILabel()
        empty.text = "No comments yet"
        view.addSubview(empty)
    }
}

/// A comment field and its Post button, laid out by constraints made in code.
final class CommentBar: UIView {
    let field = UITextField()
    let post = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.placeholder = "Add a comment"
        post.setTitle("Post", for: .normal)
        field.translatesAutoresizingMaskIntoConstraints = false
        post.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        addSubview(post)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            field.heightAnchor.constraint(equalToConstant: 40),
            post.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            post.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            post.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            post.widthAnchor.constraint(equalToConstant: 60),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
