import UIKit
import RxSwift
import RxCocoa
import RxDataSources

struct SettingItem {
    var title: String
    var detail: String
}

typealias SettingSection = SectionModel<Int, SettingItem>

/// The settings' rows come from RxDataSources: a data source whose `configureCell` closure makes
/// each row, bound to the table by `drive(tableView.rx.items(dataSource:))` when the presenter
/// has the app's settings.
final class SettingsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    private let disposeBag = DisposeBag()
    private var dataSource: RxTableViewSectionedReloadDataSource<SettingSection>?
    var presenter: SettingsPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        dataSource = RxTableViewSectionedReloadDataSource<SettingSection>(configureCell: { _, tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
            cell.textLabel?.text = item.title
            cell.detailTextLabel?.text = item.detail
            return cell
        })
        presenter = SettingsPresenter(view: self)
        presenter?.onViewReady()
    }

    func bind(items: Driver<[SettingSection]>) {
        if let dataSource = dataSource {
            items.drive(tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
        }
    }
}

/// Gives the settings screen its sections from the app's store, known only when the app runs.
final class SettingsPresenter {
    private weak var view: SettingsViewController?

    init(view: SettingsViewController) {
        self.view = view
    }

    func onViewReady() {
        view?.bind(items: SettingsStore.shared.sections.asDriver(onErrorJustReturn: []))
    }
}
