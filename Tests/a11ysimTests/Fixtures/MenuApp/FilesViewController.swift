import UIKit

/// A Sort button whose menu is its primary action: VoiceOver reads it "Sort, pop up button", and
/// choosing an item runs that item's handler.
final class FilesViewController: UIViewController {
    @IBOutlet weak var sortButton: UIButton!
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { [weak self] _ in
                self?.statusLabel.text = "Sorted by name"
            },
            UIAction(title: "Date") { _ in
                UIAccessibility.post(notification: .announcement, argument: "Sorted by date")
            },
        ])
        sortButton.showsMenuAsPrimaryAction = true
    }
}
