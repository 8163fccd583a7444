import UIKit

/// A table whose section headers come from PlaylistHeader.xib, registered in code: each section's
/// header is the xib's view, its title label set by the data source, its shuffle button an image only.
final class PlaylistsViewController: UITableViewController {
    private let playlists = ["Morning", "Evening"]
    private let songs = [["Sunrise", "Coffee"], ["Moonlight"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlists"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        tableView.register(UINib(nibName: "PlaylistHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "playlist-header")
        // It makes no footer: the folder has no MissingHeader.xib.
        tableView.register(UINib(nibName: "MissingHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "missing")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        playlists.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        songs[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
        cell.textLabel?.text = songs[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "playlist-header") as! PlaylistHeaderView
        header.titleLabel.text = playlists[section]
        return header
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "missing")
    }
}
