import UIKit

/// A photo screen whose buttons act through UIActions: a share button made with a primary action
/// (its only title is the action's), the storyboard's Save button given an action in code, and a
/// More button with a menu.
final class PhotoViewController: UIViewController {
    @IBOutlet weak var saveButton: UIButton!
    @IBOutlet weak var moreButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIButton(primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
            UIAccessibility.post(notification: .announcement, argument: "Shared")
        })
        view.addSubview(share)
        saveButton.addAction(UIAction { [weak self] _ in
            self?.save()
        }, for: .touchUpInside)
        moreButton.menu = UIMenu(title: "", children: [UIAction(title: "Delete") { _ in }])
        moreButton.showsMenuAsPrimaryAction = true
    }

    private func save() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
}
