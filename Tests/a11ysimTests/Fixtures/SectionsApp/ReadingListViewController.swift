import UIKit

/// A header made in code whose views constraints place: the "Sort" button is added first but
/// pinned to the trailing edge, the title to the leading edge, so VoiceOver reads the title first.
final class ReadingListViewController: UITableViewController {
    private let books = ["Middlemarch"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        let sortButton = UIButton(type: .system)
        sortButton.setTitle("Sort", for: .normal)
        sortButton.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(sortButton)
        let titleLabel = UILabel()
        titleLabel.text = "To read"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            sortButton.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            sortButton.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        return header
    }
}
