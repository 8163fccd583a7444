import UIKit

/// A recipe's tags: two rows of the cell TagCell.xib, which the code registers and fixes at 44 pt.
final class TagCell: UITableViewCell {}

final class TagsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "TagCell", bundle: nil), forCellReuseIdentifier: "tag")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
    }
}
