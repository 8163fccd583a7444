import IGListKit
import UIKit

/// An IGListKit list: the adapter asks this data source for its objects and a section controller
/// for each; the objects come from the network, so only the kinds of section are known.
final class IssuesViewController: UIViewController, ListAdapterDataSource {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private lazy var adapter: ListAdapter = { ListAdapter(updater: ListAdapterUpdater(), viewController: self) }()
    private var issues: [Issue] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Issues"
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    // MARK: ListAdapterDataSource

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        return ["header" as ListDiffable] + issues
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        if object is Issue {
            return IssueSectionController()
        }
        return SummarySectionController()
    }

    func emptyView(for listAdapter: ListAdapter) -> UIView? {
        return nil
    }
}

final class Issue: NSObject, ListDiffable {
    let title: String
    let number: Int

    init(title: String, number: Int) {
        self.title = title
        self.number = number
    }

    func diffIdentifier() -> NSObjectProtocol { return number as NSNumber }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { return self === object }
}

/// One issue: its title row, then its actions row.
final class IssueSectionController: ListSectionController {
    private var issue: Issue?

    override func didUpdate(to object: Any) {
        issue = object as? Issue
    }

    override func numberOfItems() -> Int {
        return 2
    }

    override func sizeForItem(at index: Int) -> CGSize {
        return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
    }

    override func cellForItem(at index: Int) -> UICollectionViewCell {
        if index == 0 {
            guard let cell = collectionContext?.dequeueReusableCell(of: IssueTitleCell.self, for: self, at: index) as? IssueTitleCell else {
                fatalError("Missing context")
            }
            cell.titleLabel.text = "Issue \(issue?.title ?? "")"
            return cell
        }
        guard let cell = collectionContext?.dequeueReusableCell(of: IssueActionsCell.self, for: self, at: index) as? IssueActionsCell else {
            fatalError("Missing context")
        }
        return cell
    }
}

/// The summary above the issues: one row, its text set by the section controller.
final class SummarySectionController: ListSectionController {
    override func cellForItem(at index: Int) -> UICollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: IssueTitleCell.self, for: self, at: index) as! IssueTitleCell
        cell.titleLabel.text = "Open issues"
        return cell
    }
}

final class IssueTitleCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The actions row: the close button shows only a symbol and has no label.
final class IssueActionsCell: UICollectionViewCell {
    let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        closeButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        contentView.addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
