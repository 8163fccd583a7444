import UIKit

/// A list the app loads: each row's text is known only when it runs.
final class ItemCell: UITableViewCell {
    @IBOutlet weak var itemLabel: UILabel!
}

final class ItemsViewController: UITableViewController {
    var items: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! ItemCell
        cell.itemLabel.text = items[indexPath.row]
        return cell
    }
}
