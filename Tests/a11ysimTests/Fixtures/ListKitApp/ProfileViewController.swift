import IGListKit
import UIKit

/// A binding section controller: its data source gives a view model per row and a cell for each,
/// which IGListKit then binds to its view model.
final class ProfileViewController: UIViewController, ListAdapterDataSource {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    var user: User?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        return user.map { [$0] } ?? []
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        return ProfileSectionController()
    }

    func emptyView(for listAdapter: ListAdapter) -> UIView? {
        return nil
    }
}

final class User: NSObject, ListDiffable {
    let name: String

    init(name: String) {
        self.name = name
    }

    func diffIdentifier() -> NSObjectProtocol { return name as NSString }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { return self === object }
}

final class ProfileSectionController: ListBindingSectionController<User>, ListBindingSectionControllerDataSource {
    override init() {
        super.init()
        dataSource = self
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           viewModelsFor object: Any) -> [ListDiffable] {
        guard let user = object as? User else { return [] }
        return [user]
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           cellForViewModel viewModel: Any, at index: Int) -> UICollectionViewCell & ListBindable {
        guard let cell = collectionContext?.dequeueReusableCell(of: ProfileCell.self, for: self, at: index) as? ProfileCell else {
            fatalError()
        }
        return cell
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 60)
    }
}

/// Bound to its view model by IGListKit: the name, and a follow button.
final class ProfileCell: UICollectionViewCell, ListBindable {
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        followButton.setTitle("Follow", for: .normal)
        contentView.addSubview(nameLabel)
        contentView.addSubview(followButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func bindViewModel(_ viewModel: Any) {
        guard let user = viewModel as? User else { return }
        nameLabel.text = "Profile of \(user.name)"
    }
}
