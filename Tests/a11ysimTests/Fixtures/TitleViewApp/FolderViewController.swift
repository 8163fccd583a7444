import UIKit

/// A button made in code is the title view: it is read as a button where the title is, and
/// activating it runs its action.
final class FolderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let folderButton = UIButton(type: .system)
        folderButton.setTitle("Documents", for: .normal)
        folderButton.addTarget(self, action: #selector(chooseFolder), for: .touchUpInside)
        navigationItem.titleView = folderButton
    }

    @objc private func chooseFolder() {
        UIAccessibility.post(notification: .announcement, argument: "Choose a folder")
    }
}
