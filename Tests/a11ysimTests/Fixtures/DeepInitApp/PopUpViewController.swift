import UIKit

/// A close button made nine calls deep: past the interpreter's call depth its initializer (which
/// labels it) is not followed, so its label is known only when the app runs.
final class CloseButton: UIButton {
    init() {
        super.init(frame: .zero)
        accessibilityLabel = "Close"
    }

    required init?(coder: NSCoder) { nil }
}

final class PopUpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.text = "Info"
        view.addSubview(title)
        one()
    }

    func one() { two() }
    func two() { three() }
    func three() { four() }
    func four() { five() }
    func five() { six() }
    func six() { seven() }
    func seven() { eight() }
    func eight() { view.addSubview(CloseButton()) }
}
