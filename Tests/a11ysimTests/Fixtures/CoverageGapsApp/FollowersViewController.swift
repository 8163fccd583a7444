import UIKit

enum FollowerSection: Hashable {
    case main
}

struct Follower: Hashable {
    var name: String
}

/// Makes the followers' diffable data source for the table the controller gives it.
final class FollowersViewModel {
    var followers: [Follower] = []
    private var dataSource: UITableViewDiffableDataSource<FollowerSection, Follower>?

    func setupDataSource(tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "follower")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, follower in
            let cell = tableView.dequeueReusableCell(withIdentifier: "follower", for: indexPath)
            cell.textLabel?.text = follower.name
            return cell
        }
    }
}

/// Builds its table in its initializer and hands it to the view model it was given, which it keeps.
final class FollowersViewController: UIViewController {
    let viewModel: FollowersViewModel
    let tableView: UITableView

    init(viewModel: FollowersViewModel) {
        self.viewModel = viewModel
        tableView = UITableView()
        super.init(nibName: nil, bundle: nil)
        title = "Followers"
        view.addSubview(tableView)
        viewModel.setupDataSource(tableView: tableView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
