import UIKit

/// Issue 31, item 4: a table view controller whose table is a data table; each cell keeps the index
/// path the data source gives it and derives its row from it.
final class RanksViewController: UITableViewController {
    private let teams = ["Lions", "Zebras"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityContainerType = .dataTable
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        teams.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Rank", for: indexPath) as! RankCell
        cell.textLabel?.text = teams[indexPath.row]
        cell.indexPath = indexPath
        return cell
    }
}

final class RankCell: UITableViewCell, UIAccessibilityContainerDataTableCell {
    var indexPath = IndexPath(row: 0, section: 0)

    func accessibilityRowRange() -> NSRange { NSRange(location: indexPath.row, length: 1) }

    func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
}
