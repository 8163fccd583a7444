import UIKit

/// A podcast's screen: two shortcuts the code names, then the episodes the app loads.
final class EpisodesViewController: UITableViewController {
    var episodes: [Episode] = []
    private let shortcuts = ["Downloads", "Queue"]

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? shortcuts.count : episodes.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? nil : NSLocalizedString("Latest", comment: "")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Shortcut", for: indexPath)
            cell.textLabel?.text = shortcuts[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath) as! EpisodeCell
        let episode = episodes[indexPath.row]
        cell.titleLabel.text = episode.title
        cell.configure(with: episode)
        analytics.track("shown")
        return cell
    }
}
