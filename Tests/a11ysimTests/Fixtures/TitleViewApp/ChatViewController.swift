import UIKit

/// The app's own title view, made in code: a name and a status, stacked; the code fills it after
/// placing it, as real apps do.
final class ChatViewController: UIViewController {
    let titleView = TitleSubtitleView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = titleView
        titleView.update(title: "Ada Lovelace", subtitle: "Online")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "phone"), style: .plain, target: self, action: #selector(call))
    }

    @objc private func call() {}
}
