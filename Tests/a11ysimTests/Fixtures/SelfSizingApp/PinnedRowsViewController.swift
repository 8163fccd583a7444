import UIKit

/// The notes in a table whose `rowHeight` the code fixes at 80 pt: they do not size themselves.
final class PinnedRowsViewController: NoteListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pinned"
        tableView.rowHeight = 80
    }
}

/// The notes, each as tall as `tableView(_:heightForRowAt:)` says: the first 90 pt, the second 100.
final class DelegateHeightsViewController: NoteListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delegate"
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 90 : 100
    }
}

/// A cell whose constraints centre its label and give it no height: the row is 44 pt, UIKit's default.
final class LooseRowsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loose"
        tableView.register(LooseCell.self, forCellReuseIdentifier: "loose")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "loose", for: indexPath)
    }
}

/// A label centred in the cell.
final class LooseCell: UITableViewCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.text = "Anything"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The notes through a diffable data source, each row as tall as `tableView(_:heightForRowAt:)` says: 120 pt.
final class DiffableHeightsViewController: UITableViewController {
    private var dataSource: UITableViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Diffable"
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, note in
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.titleLabel.text = note
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs"])
        dataSource.apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        120
    }
}
