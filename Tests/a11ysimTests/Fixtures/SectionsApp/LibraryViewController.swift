import UIKit

/// Section headers made in code: a plain view with a title label and a "See all" button, and a
/// footer view with a note, around rows of a known count.
final class LibraryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView()
    private let books = ["Dune", "Emma"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        let titleLabel = UILabel()
        titleLabel.text = "Borrowed"
        header.addSubview(titleLabel)
        let seeAll = UIButton(type: .system)
        seeAll.setTitle("See all", for: .normal)
        header.addSubview(seeAll)
        return header
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = UIView()
        let note = UILabel()
        note.text = "Due in 2 weeks"
        footer.addSubview(note)
        return footer
    }
}

/// A header of the app's class registered for reuse: its initializer builds a sort button with only
/// an image, which VoiceOver reads by the image's name; the data source sets its textLabel.
final class ShelvesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
        tableView.register(ShelfHeaderView.self, forHeaderFooterViewReuseIdentifier: ShelfHeaderView.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shelf")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
        cell.textLabel?.text = indexPath.section == 0 ? "Fiction" : "Poetry"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: ShelfHeaderView.reuseIdentifier) as? ShelfHeaderView
        header?.textLabel?.text = section == 0 ? "Upstairs" : "Downstairs"
        return header
    }
}

final class ShelfHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "shelf-header"
    let sortButton = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        sortButton.setImage(UIImage(systemName: "arrow.up.arrow.down"), for: .normal)
        contentView.addSubview(sortButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
