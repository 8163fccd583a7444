import UIKit
import RxSwift
import RxCocoa
import RxDataSources

/// The app's cell for a setting with a checkmark.
final class CheckmarkCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        tintColor = .systemPurple
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// One row per auto-lock time, each a cell the animated data source's closure makes itself (not
/// dequeued), its arguments unnamed but the item's; the header a plain cell made the same way.
final class AutoLockViewController: UIViewController, UITableViewDelegate {
    var tableView = UITableView(frame: .zero, style: .grouped)
    private let disposeBag = DisposeBag()
    private var dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<Int, AutoLockOption>>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Auto-Lock"
        view.addSubview(tableView)
        tableView.delegate = self
        dataSource = RxTableViewSectionedAnimatedDataSource(configureCell: { _, _, _, option in
            let cell = CheckmarkCell()
            cell.textLabel?.text = option.name
            cell.accessoryType = option.isChecked ? .checkmark : .none
            return cell
        })
        AutoLockStore.shared.options
            .bind(to: tableView.rx.items(dataSource: dataSource!))
            .disposed(by: disposeBag)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
}
