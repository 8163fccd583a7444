import UIKit

/// An inbox whose heading and unread count Interface Builder sets as the controller's own runtime
/// attributes (UIKit sets them as the storyboard makes the controller, before its view is loaded);
/// its rows, its section header and its folders come from xibs registered in code, each with runtime
/// attributes of its own.
final class InboxViewController: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
    /// Connected as the view loads, after UIKit set the controller's runtime attributes.
    @IBOutlet weak var headingLabel: UILabel! {
        didSet {
            headingLabel.text = heading
        }
    }
    @IBOutlet weak var messagesTable: UITableView!
    @IBOutlet weak var foldersCollection: UICollectionView!

    @IBInspectable var heading: String = ""
    @IBInspectable var unreadCount: Int = 0 {
        didSet {
            unreadSummary = "\(unreadCount) unread"
        }
    }
    private var unreadSummary = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        headingLabel.accessibilityValue = unreadSummary
        messagesTable.register(UINib(nibName: "MessageCell", bundle: nil), forCellReuseIdentifier: "message")
        messagesTable.register(UINib(nibName: "InboxHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "inbox-header")
        messagesTable.dataSource = self
        foldersCollection.register(UINib(nibName: "FolderCell", bundle: nil), forCellWithReuseIdentifier: "folder")
        foldersCollection.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "inbox-header") as! InboxHeaderView
        header.titleLabel.text = "Today"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "folder", for: indexPath)
    }
}
