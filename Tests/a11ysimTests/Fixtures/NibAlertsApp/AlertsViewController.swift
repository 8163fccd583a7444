import UIKit

extension Notification.Name {
    static let alertsMuted = Notification.Name("alertsMuted")
}

/// Alert topics, each a cell from AlertCell.xib registered in code; Mute all posts alertsMuted.
final class AlertsViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var alertsTable: UITableView!
    private let topics = ["News", "Sports"]

    override func viewDidLoad() {
        super.viewDidLoad()
        alertsTable.register(UINib(nibName: "AlertCell", bundle: nil), forCellReuseIdentifier: "AlertCell")
        alertsTable.dataSource = self
    }

    @IBAction func muteTapped(_ sender: UIButton) {
        NotificationCenter.default.post(name: .alertsMuted, object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        topics.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlertCell", for: indexPath) as! AlertCell
        cell.topicLabel.text = topics[indexPath.row]
        return cell
    }
}
