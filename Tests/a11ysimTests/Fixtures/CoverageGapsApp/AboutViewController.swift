import UIKit

/// Two rows, each UIKit's plain cell made in `cellForRowAt` instead of dequeued.
final class AboutViewController: UITableViewController {
    private let rows = ["Version", "Licences"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
