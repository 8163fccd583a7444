import UIKit

/// A timeline titled by its view model: `viewModel.title`, unknown until the app runs. Its "Older"
/// button pushes the same timeline again, as many times as the user likes.
class TimelineViewController: UIViewController {
    let viewModel: TimelineViewModel

    init(viewModel: TimelineViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = viewModel.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let summary = UILabel()
        summary.text = viewModel.summary
        view.addSubview(summary)
        let older = UIButton(type: .system)
        older.setTitle("Older", for: .normal)
        older.addTarget(self, action: #selector(showOlder), for: .touchUpInside)
        view.addSubview(older)
    }

    @objc func showOlder() {
        navigationController?.pushViewController(TimelineViewController(viewModel: viewModel), animated: true)
    }
}

/// The message requests' timeline: a subclass titled and filled the same way, so it reads the same
/// as a timeline, but it is another screen of the app.
final class RequestsViewController: TimelineViewController {}
