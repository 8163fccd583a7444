import UIKit

/// The app's contacts, each a cell from ContactCell.xib, registered in code.
final class ContactsViewController: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
    @IBOutlet weak var contactsTable: UITableView!
    @IBOutlet weak var groupsCollection: UICollectionView!
    private let groups = ["Family", "Work"]
    var contacts: [Contact] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        contactsTable.register(ContactCell.nib, forCellReuseIdentifier: ContactCell.identifier)
        // Neither makes a cell: the folder has no MissingCell.xib, and BrokenCell.xib is not XML.
        contactsTable.register(UINib(nibName: "MissingCell", bundle: nil), forCellReuseIdentifier: "missing")
        contactsTable.register(UINib(nibName: "BrokenCell", bundle: nil), forCellReuseIdentifier: "broken")
        contactsTable.dataSource = self
        contactsTable.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        groupsCollection.register(UINib(nibName: "GroupCell", bundle: nil), forCellWithReuseIdentifier: "group")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        groups.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "group", for: indexPath) as! GroupCell
        cell.nameLabel.text = groups[indexPath.item]
        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "All Contacts"
        return header
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.identifier, for: indexPath) as! ContactCell
        cell.configure(with: contacts[indexPath.row])
        return cell
    }
}

struct Contact {
    var name: String
}
