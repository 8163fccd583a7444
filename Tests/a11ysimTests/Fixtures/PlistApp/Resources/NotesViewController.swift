import UIKit

/// Made in code; the launch screen is its nearest storyboard, but a launch screen is never the app's
/// interface: it belongs to the storyboard Info.plist names.
final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let empty = UILabel()
        empty.text = "No notes yet"
        view.addSubview(empty)
    }
}
