import UIKit

/// A table made in code whose rows are cells of classes registered in code: each cell's
/// `init(style:reuseIdentifier:)` builds its views, then the data source configures it.
final class InboxViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    var messages: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.addSubview(tableView)
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.register(LoaderCell.self, forCellReuseIdentifier: String(describing: LoaderCell.self))
        tableView.dataSource = self
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? messages.count : 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            return tableView.dequeueReusableCell(withIdentifier: String(describing: LoaderCell.self), for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }
}

struct Message {
    var sender: String
    var preview: String
}
