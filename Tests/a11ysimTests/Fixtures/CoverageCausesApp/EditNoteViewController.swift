import UIKit
import MessageViewController

/// The whole screen is one text view of a library's class (outside the app's code).
final class EditNoteViewController: UIViewController {
    private let textView = MessageTextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        view.addSubview(textView)
    }
}
