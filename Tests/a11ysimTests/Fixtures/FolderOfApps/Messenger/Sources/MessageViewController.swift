import UIKit

/// Messenger's own class; Chat's `ThreadViewController` inherits a library class of this name.
class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let composer = UILabel()
        composer.text = "Messenger composer"
        view.addSubview(composer)
    }
}

final class InboxViewController: MessageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Strings.thread
    }
}

enum Strings {
    static let thread = "Messenger inbox"
}
