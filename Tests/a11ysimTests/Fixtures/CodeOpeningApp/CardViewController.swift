import UIKit

/// A base class: the app only subclasses it and never makes one, so it is not a screen of its own.
class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let heading = UILabel()
        heading.text = "Card"
        view.addSubview(heading)
    }
}

/// A screen of its own: its base's viewDidLoad runs first.
final class TipsViewController: CardViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tip = UILabel()
        tip.text = "Swipe to skip"
        view.addSubview(tip)
    }
}
