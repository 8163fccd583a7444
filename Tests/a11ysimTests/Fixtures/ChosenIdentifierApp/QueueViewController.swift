import UIKit

/// Parcels waiting, then one note row: the reuse identifier is chosen by a condition on data the
/// app loads, and only the parcel cell is configured.
final class QueueViewController: UITableViewController {
    var parcels: [Parcel] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        parcels = ParcelStore.shared.waiting()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return parcels.count + 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = isNoteSection(indexPath.section) ? "NoteCell" : "ParcelCell"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if identifier == "ParcelCell" {
            (cell as! ParcelCell).show(parcels[indexPath.section])
        }
        return cell
    }

    private func isNoteSection(_ section: Int) -> Bool {
        return section == parcels.count
    }
}

final class ParcelCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!

    func show(_ parcel: Parcel) {
        nameLabel.text = parcel.name
    }
}
