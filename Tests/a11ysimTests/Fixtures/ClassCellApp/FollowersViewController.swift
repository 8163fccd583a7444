import UIKit

/// A diffable data source whose cell provider dequeues a cell of a class registered in code.
final class FollowersViewController: UIViewController {
    private let tableView = UITableView()
    private var dataSource: UITableViewDiffableDataSource<Int, Follower>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Followers"
        view.addSubview(tableView)
        tableView.register(FollowerCell.self, forCellReuseIdentifier: String(describing: FollowerCell.self))
        dataSource = UITableViewDiffableDataSource<Int, Follower>(tableView: tableView) { tableView, indexPath, follower in
            let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: FollowerCell.self), for: indexPath) as? FollowerCell
            cell?.nameLabel.text = follower.name
            return cell
        }
    }
}

struct Follower: Hashable {
    var name: String
}

/// A cell made in code whose superclass, also the app's, builds the follow button.
class FollowButtonCell: UITableViewCell {
    let followButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        followButton.setTitle("Follow", for: .normal)
        contentView.addSubview(followButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FollowerCell: FollowButtonCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.insertSubview(nameLabel, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
