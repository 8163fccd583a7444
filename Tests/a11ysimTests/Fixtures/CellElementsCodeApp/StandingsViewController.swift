import UIKit

/// Issue 31, item 4: cells that list their own elements. A team's row reads its points before its
/// name (the order its class sets in awakeFromNib); the fixture's row reads the day first (the order
/// its `configure(with:)` sets); the result's row lists elements known only when the app runs.
final class StandingsViewController: UITableViewController {
    private let teams = [("Lions", "12 points"), ("Zebras", "30 points")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        teams.count + 2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == teams.count + 1 {
            return tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
        }
        if indexPath.row == teams.count {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fixture", for: indexPath) as! FixtureCell
            cell.configure(match: "Lions against Zebras", day: "Saturday")
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath) as! TeamCell
        cell.nameLabel.text = teams[indexPath.row].0
        cell.pointsLabel.text = teams[indexPath.row].1
        return cell
    }
}

final class TeamCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var pointsLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityElements = [pointsLabel, nameLabel]
    }
}

final class FixtureCell: UITableViewCell {
    @IBOutlet var matchLabel: UILabel!
    @IBOutlet var dayLabel: UILabel!

    func configure(match: String, day: String) {
        matchLabel.text = match
        dayLabel.text = day
        accessibilityElements = [dayLabel, matchLabel]
    }
}

/// Its elements come from a model known only when the app runs: the row is a container whose
/// order the app decides.
final class ResultCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityElements = ResultModel.shared.orderedViews
    }
}
