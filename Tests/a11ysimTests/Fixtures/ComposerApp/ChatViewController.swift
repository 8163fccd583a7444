import UIKit

/// A conversation: its messages, and its composer as the controller's input accessory view, docked
/// at the bottom of the window while the controller is first responder, keyboard up or not.
final class ChatViewController: UIViewController {
    lazy var composer: ComposerBar = {
        let bar = ComposerBar()
        bar.autoresizingMask = .flexibleHeight
        return bar
    }()

    override var inputAccessoryView: UIView? {
        return composer
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        let empty = UILabel()
        empty.text = "No messages yet"
        view.addSubview(empty)
        let details = UIButton(type: .system)
        details.setTitle("Details", for: .normal)
        details.addTarget(self, action: #selector(showDetails), for: .touchUpInside)
        view.addSubview(details)
    }

    @objc func showDetails() {
        navigationController?.pushViewController(ChatDetailsViewController(), animated: true)
    }
}

/// Pushed from the chat: not first responder, so the chat's composer is not docked here.
final class ChatDetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        let members = UILabel()
        members.text = "2 members"
        view.addSubview(members)
    }
}

/// Becomes first responder as it appears, when the app lets it: its search bar is docked.
final class SearchViewController: UIViewController {
    var allowsSearch = true
    let searchBar = UISearchBar()

    override var inputAccessoryView: UIView? { searchBar }

    override var canBecomeFirstResponder: Bool { allowsSearch }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        searchBar.placeholder = "Search messages"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

/// A text field's accessory view shows above the keyboard only while the field is editing.
final class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
        let field = UITextField()
        field.placeholder = "Note"
        let done = UIToolbar()
        field.inputAccessoryView = done
        view.addSubview(field)
    }
}
