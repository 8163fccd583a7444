import UIKit

/// The shop: Add to cart posts "CartChanged"; the shop itself observes nothing.
final class ShopViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    private let items = ["Tea", "Cups"]
    private let banner = CartBannerView(frame: CGRect(x: 20, y: 600, width: 374, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    @IBAction func addTapped(_ sender: UIButton) {
        NotificationCenter.default.post(name: Notification.Name("CartChanged"), object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! CartItemCell
        cell.nameLabel.text = items[indexPath.row]
        return cell
    }

    /// Choosing a row adds it to the cart too.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        NotificationCenter.default.post(name: Notification.Name("CartChanged"), object: nil)
    }

    /// A row's context menu, which UIKit shows on a long press.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Remove") { _ in }])
        }
    }
}
