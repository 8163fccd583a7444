import UIKit

/// The app's subclass of a diffable data source, made with a cell provider that dequeues UIKit's own
/// cell class, registered in code, and sets its content configuration's text.
final class SettingsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: SettingsDataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        dataSource = SettingsDataSource(tableView: tableView) { tableView, indexPath, setting in
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Setting \(setting)"
            cell.contentConfiguration = content
            return cell
        }
    }
}

final class SettingsDataSource: UITableViewDiffableDataSource<Int, String> {
}
