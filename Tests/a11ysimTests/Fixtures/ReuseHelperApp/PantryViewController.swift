import UIKit

/// A list of jars, each row a cell of the app's class registered and dequeued through the helpers,
/// its text from a computed property of a nested enum whose cases the list holds.
final class PantryViewController: UITableViewController {
    enum Jar {
        case lentils
        case rice
        case oats

        var contents: String {
            switch self {
            case .lentils: return "Lentils"
            case .rice: return "Rice"
            case .oats: return "Oats"
            }
        }
    }

    let jars: [Jar] = [.lentils, .rice, .oats]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        tableView.register(JarCell.self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return jars.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: JarCell = tableView.dequeueReusableCell(for: indexPath)
        cell.contents = jars[indexPath.row].contents
        return cell
    }
}

/// A row whose label the `contents` property fills.
final class JarCell: UITableViewCell {
    private let nameLabel = UILabel()

    var contents: String {
        get { nameLabel.text ?? "" }
        set { nameLabel.text = newValue }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}
