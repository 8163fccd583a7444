import UIKit

/// Two rows of UIKit's plain cells (44 pt each) under a header view made in code that pins its title
/// 8 pt from its top and bottom: 8 + 20.5 + 8 = 36.5 pt when it sizes itself. The screens below
/// share it and fix the header's height in different ways.
class GroceriesViewController: UITableViewController {
    private let items = ["Milk", "Eggs"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        let titleLabel = UILabel()
        titleLabel.text = "This week"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
        ])
        return header
    }
}

/// The table's `sectionHeaderHeight` set in code: the header view is 44 pt, not the 36.5 its
/// constraints would give it.
final class CodeHeaderHeightViewController: GroceriesViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Code height"
        tableView.sectionHeaderHeight = 44
    }
}

/// The delegate's `heightForHeaderInSection` fixes the header at 50 pt, over the table's 44.
final class DelegateHeaderHeightViewController: GroceriesViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delegate height"
        tableView.sectionHeaderHeight = 44
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        50
    }
}

/// `automaticDimension` from the delegate leaves the header to size itself: 36.5 pt.
final class AutomaticHeaderHeightViewController: GroceriesViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Automatic height"
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
}

/// Titled sections: the delegate fixes the header title's height at 60 pt and the footer title's at
/// 30; without it each title is a section header's 38 pt.
final class TitledSectionsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Titled"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = "Bread"
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Bakery"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Baked daily"
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        60
    }

    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        30
    }
}

/// The storyboard's table saves a fixed section header height of 28 pt (Interface Builder's
/// `sectionHeaderHeight="28"`): the header view made in code is 28 pt high.
final class StoryboardHeaderHeightViewController: GroceriesViewController {
}

/// The storyboard's table saves "Automatic" (`sectionHeaderHeight="-1"`): the header view sizes
/// itself, 36.5 pt.
final class StoryboardAutomaticHeaderViewController: GroceriesViewController {
}
