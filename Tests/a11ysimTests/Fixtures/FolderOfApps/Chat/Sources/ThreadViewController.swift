import UIKit
import MessageViewController

/// Its superclass is a library's (a CocoaPod this export leaves out), not the Messenger app's class of
/// the same name: Messenger's `viewDidLoad` must not run here.
final class ThreadViewController: MessageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Strings.thread
    }
}

enum Strings {
    static let thread = "Thread"
}
