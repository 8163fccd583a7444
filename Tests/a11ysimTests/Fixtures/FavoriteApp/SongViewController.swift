import UIKit

extension Notification.Name {
    static let favoritesChanged = Notification.Name("favoritesChanged")
}

/// The song's screen observes the favourites, which its star view posts from its own code.
final class SongViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(favoritesChanged), name: .favoritesChanged, object: nil)
    }

    @objc private func favoritesChanged() {
        countLabel.text = "1 favourite"
        UIAccessibility.post(notification: .announcement, argument: "Song updated")
    }
}
