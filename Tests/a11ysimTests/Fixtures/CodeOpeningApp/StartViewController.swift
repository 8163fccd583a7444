import UIKit

/// The storyboard's screen: its button opens the player, a controller made in code.
final class StartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let open = UIButton(type: .system)
        open.setTitle("Open player", for: .normal)
        view.addSubview(open)
    }
}
