import IGListKit
import UIKit

/// IGListKit's Swift layer: each value is paired with the section controller that shows it, whose
/// binders name the cell class and configure each cell.
final class LabelsViewController: UIViewController, ListSwiftAdapterDataSource {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private lazy var adapter = ListSwiftAdapter(viewController: self)
    var labels: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Labels"
        view.addSubview(collectionView)
        adapter.listAdapter.collectionView = collectionView
        adapter.dataSource = self
    }

    func values(adapter: ListSwiftAdapter) -> [ListSwiftPair] {
        return labels.map { label in
            ListSwiftPair.pair(label) { LabelSectionController() }
        }
    }
}

final class LabelSectionController: ListSwiftSectionController<String> {
    override func createBinders(from value: String) -> [ListBinder] {
        return [
            binder(
                value,
                cellType: ListCellType.class(LabelCell.self),
                size: { $0.collection.cellSize(with: 44) },
                configure: { cell, context in
                    cell.nameLabel.text = "Label \(context.value)"
                }
            )
        ]
    }
}

final class LabelCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
