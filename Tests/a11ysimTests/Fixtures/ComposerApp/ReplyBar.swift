import UIKit

/// A reply bar whose content is in ReplyBar.xib, which it loads as the nib's owner (as tinode's
/// `SendMessageBar` does).
final class ReplyBar: UIView {
    @IBOutlet weak var replyField: UITextField!

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNib()
    }

    private func loadNib() {
        let nib = UINib(nibName: "ReplyBar", bundle: Bundle(for: type(of: self)))
        let nibView = nib.instantiate(withOwner: self, options: nil).first as! UIView
        nibView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nibView)
        NSLayoutConstraint.activate([
            nibView.topAnchor.constraint(equalTo: topAnchor),
            nibView.bottomAnchor.constraint(equalTo: bottomAnchor),
            nibView.leftAnchor.constraint(equalTo: leftAnchor),
            nibView.rightAnchor.constraint(equalTo: rightAnchor),
        ])
    }
}

/// A thread: its replies' bar, loaded from its xib, is the controller's input accessory view.
final class ThreadViewController: UIViewController {
    lazy var replyBar: ReplyBar = {
        let view = ReplyBar()
        view.autoresizingMask = .flexibleHeight
        return view
    }()

    override var inputAccessoryView: UIView? { replyBar }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thread"
        let first = UILabel()
        first.text = "First post"
        view.addSubview(first)
    }
}
