import UIKit

/// A diffable data source whose snapshot holds known items: a row for each, the provider given the item.
final class GroceriesViewController: UIViewController {
    enum Section { case fruit, bakery }

    private let tableView = UITableView()
    private var dataSource: UITableViewDiffableDataSource<Section, String>!
    private let fruit = ["Apples", "Pears"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        applySnapshot()
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .bakery])
        snapshot.appendItems(fruit, toSection: .fruit)
        snapshot.appendItems(["Bread"], toSection: .bakery)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A snapshot whose items are the app's data, known only when it runs: one sample row, as without a snapshot.
final class OrdersViewController: UIViewController {
    private let tableView = UITableView()
    private var dataSource: UITableViewDiffableDataSource<Int, Order>!
    var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        dataSource = UITableViewDiffableDataSource<Int, Order>(tableView: tableView) { tableView, indexPath, order in
            let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
            cell.textLabel?.text = order.title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Order>()
        snapshot.appendSections([0])
        snapshot.appendItems(orders)
        dataSource.apply(snapshot)
    }
}

struct Order: Hashable {
    var title: String
}
