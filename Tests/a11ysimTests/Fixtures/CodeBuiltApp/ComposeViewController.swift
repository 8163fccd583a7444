import UIKit

/// No storyboard names this controller: it is made in code and pushed.
final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New note"
        let heading = UILabel()
        heading.text = "Your note"
        view.addSubview(heading)
        textView.accessibilityLabel = "Note"
        view.addSubview(textView)
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        view.addSubview(send)
        view.addSubview(CloseButton(type: .custom))
    }
}

/// One of the app's buttons, made in code: its accessibilityLabel getter names it.
final class CloseButton: UIButton {
    override var accessibilityLabel: String? {
        get { "Close draft" }
        set {}
    }
}
