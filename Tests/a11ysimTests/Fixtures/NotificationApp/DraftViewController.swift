import UIKit

extension Notification.Name {
    static let draftSaved = Notification.Name("draftSaved")
    static let draftDeleted = Notification.Name("draftDeleted")
}

/// A draft screen whose buttons post the app's own notifications; the handlers it registers, one
/// by selector and one by closure, are what announce the result.
final class DraftViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(draftSaved(_:)), name: .draftSaved, object: nil)
        NotificationCenter.default.addObserver(forName: .draftDeleted, object: nil, queue: .main) { _ in
            UIAccessibility.post(notification: .announcement, argument: "Draft deleted")
        }
    }

    @IBAction func saveTapped(_ sender: UIButton) {
        NotificationCenter.default.post(name: .draftSaved, object: nil)
    }

    @IBAction func deleteTapped(_ sender: UIButton) {
        NotificationCenter.default.post(name: Notification.Name.draftDeleted, object: self)
    }

    @objc private func draftSaved(_ notification: Notification) {
        UIAccessibility.post(notification: .announcement, argument: "Draft saved")
    }
}
