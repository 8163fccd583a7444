import UIKit

/// Menu elements with states and attributes. Sort is an iOS 15 pop-up button: its title follows the
/// chosen item. Options holds a checked item set after it is made, a dimmed one, a destructive one,
/// a hidden one, one that keeps the menu open with a discoverability title, a mixed one, a command,
/// and an inline single-selection group.
final class FilesViewController: UIViewController {
    @IBOutlet weak var sortButton: UIButton!
    @IBOutlet weak var optionsButton: UIButton!
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { [weak self] _ in self?.statusLabel.text = "Sorted by name" },
            UIAction(title: "Date", state: .on) { [weak self] _ in self?.statusLabel.text = "Sorted by date" },
            UIAction(title: "Size", subtitle: "Largest first") { [weak self] _ in self?.statusLabel.text = "Sorted by size" },
        ])
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true

        let hiddenFiles = UIAction(title: "Show Hidden Files") { _ in }
        hiddenFiles.state = .on
        optionsButton.menu = UIMenu(title: "Options", children: [
            hiddenFiles,
            UIAction(title: "Archive", attributes: .disabled) { [weak self] _ in self?.statusLabel.text = "Archived" },
            UIAction(title: "Delete", attributes: [.destructive]) { [weak self] _ in self?.statusLabel.text = "Deleted" },
            UIAction(title: "Secret", attributes: .hidden) { _ in },
            UIAction(title: "Favorite", discoverabilityTitle: "Adds the file to Favorites", attributes: .keepsMenuPresented) { _ in
                UIAccessibility.post(notification: .announcement, argument: "Added to Favorites")
            },
            UIAction(title: "Tags", state: .mixed) { _ in },
            UICommand(title: "Refresh", action: #selector(refresh)),
            UIMenu(title: "View as", options: [.displayInline, .singleSelection], children: [
                UIAction(title: "Icons", state: .on) { _ in },
                UIAction(title: "List", attributes: .keepsMenuPresented) { _ in },
            ]),
        ])
        optionsButton.showsMenuAsPrimaryAction = true
    }

    @objc func refresh() {
        statusLabel.text = "Refreshed"
    }
}
