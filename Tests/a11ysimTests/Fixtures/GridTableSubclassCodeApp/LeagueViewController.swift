import UIKit

/// Issue 31, item 4: a table whose rows are a one-column data table: the first row heads the
/// column, and the table subclass names its rows with `cellForRow(at:)`.
final class LeagueViewController: UITableViewController {
    private let teams = ["Team", "Lions", "Zebras"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        teams.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
        cell.textLabel?.text = teams[indexPath.row]
        return cell
    }
}

final class LeagueTableView: UITableView, UIAccessibilityContainerDataTable {
    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityContainerType = .dataTable
    }

    func accessibilityRowCount() -> Int { 3 }

    func accessibilityColumnCount() -> Int { 1 }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        cellForRow(at: IndexPath(row: row, section: 0)) as? UIAccessibilityContainerDataTableCell
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        guard let header = cellForRow(at: IndexPath(row: 0, section: 0)) as? UIAccessibilityContainerDataTableCell else { return nil }
        return [header]
    }
}
