import UIKit

/// A mail app's folders as an outline list. "Inbox" is expanded, its children shown; "Archive" is
/// collapsed, and its child "2025" is a collapsed parent too; "Projects" has its own disclosure
/// action handler; "Trash" has no children. The data source's section snapshot handlers announce
/// each expansion and collapse.
final class FoldersViewController: UIViewController {
    enum Section { case folders }

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            if name == "Projects" {
                cell.accessories = [.outlineDisclosure(options: .init(style: .header)) { print("Projects toggled") }]
            } else {
                cell.accessories = [.outlineDisclosure()]
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { name in
            UIAccessibility.post(notification: .announcement, argument: "Opening \(name)")
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { name in
            UIAccessibility.post(notification: .announcement, argument: "Closing \(name)")
        }
        var folders = NSDiffableDataSourceSectionSnapshot<String>()
        folders.append(["Inbox", "Archive", "Projects", "Trash"])
        folders.append(["Unread", "Flagged"], to: "Inbox")
        folders.append(["2025"], to: "Archive")
        folders.append(["March"], to: "2025")
        folders.append(["Website"], to: "Projects")
        folders.expand(["Inbox"])
        dataSource.apply(folders, to: .folders, animatingDifferences: false)
    }
}
