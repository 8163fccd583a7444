import UIKit

/// The editor saves through the store, which posts; it never observes the name itself.
final class EditorViewController: UIViewController {
    @IBAction func saveTapped(_ sender: UIButton) {
        DraftStore.shared.save()
        navigationController?.popViewController(animated: true)
    }
}
