import UIKit

/// What a timeline shows; the app loads it from its server.
final class TimelineViewModel {
    let title: String
    let summary: String

    init(title: String, summary: String) {
        self.title = title
        self.summary = summary
    }
}

/// A list of two timelines, each pushed by its own row: the timelines come from the server, so each
/// pushed screen's title is known only when the app runs.
final class InboxViewController: UIViewController {
    var timelines: [TimelineViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let list = UIStackView()
        list.axis = .vertical
        view.addSubview(list)
        let everything = UIButton(type: .system)
        everything.setTitle("Everything", for: .normal)
        everything.addTarget(self, action: #selector(showEverything), for: .touchUpInside)
        list.addArrangedSubview(everything)
        let requests = UIButton(type: .system)
        requests.setTitle("Requests", for: .normal)
        requests.addTarget(self, action: #selector(showRequests), for: .touchUpInside)
        list.addArrangedSubview(requests)
    }

    @objc func showEverything() {
        navigationController?.pushViewController(TimelineViewController(viewModel: timelines[0]), animated: true)
    }

    @objc func showRequests() {
        navigationController?.pushViewController(RequestsViewController(viewModel: timelines[1]), animated: true)
    }
}
