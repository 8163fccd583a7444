import UIKit

/// A controller whose view model, given by whoever makes it, sets up a diffable data source in a
/// helper type, as mastodon-ios does: the cells are registered and dequeued there.
final class TimelineViewController: UIViewController {
    let viewModel: TimelineViewModel
    let tableView = UITableView()

    init(viewModel: TimelineViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Timeline"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        viewModel.setupDiffableDataSource(tableView: tableView)
    }
}

final class TimelineViewModel {
    var posts: [Post] = []
    var diffableDataSource: UITableViewDiffableDataSource<TimelineSection, TimelineItem>?

    func setupDiffableDataSource(tableView: UITableView) {
        diffableDataSource = TimelineSection.diffableDataSource(tableView: tableView)
    }
}

struct Post: Hashable {
    var author: String
}

enum TimelineItem: Hashable {
    case post(Post)
    case boost(Post)
}

enum TimelineSection: Hashable {
    case main

    static func diffableDataSource(tableView: UITableView) -> UITableViewDiffableDataSource<TimelineSection, TimelineItem> {
        tableView.register(PostCell.self, forCellReuseIdentifier: String(describing: PostCell.self))
        return UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            switch item {
            case .post(let post):
                let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: PostCell.self), for: indexPath) as! PostCell
                cell.configure(post: post)
                return cell
            case let .boost(boosted):
                let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: PostCell.self), for: indexPath) as! PostCell
                cell.configure(post: boosted)
                return cell
            }
        }
    }
}

/// A cell made in code whose configuration labels the whole cell.
final class PostCell: UITableViewCell {
    private let authorLabel = UILabel()
    private let likeButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        likeButton.setTitle("Like", for: .normal)
        contentView.addSubview(authorLabel)
        contentView.addSubview(likeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(post: Post) {
        authorLabel.text = "Posted by \(post.author)"
    }
}
