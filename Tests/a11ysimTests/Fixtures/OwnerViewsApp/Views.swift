import UIKit

/// The home screen, named by the storyboard.
final class HomeViewController: UIViewController {}

/// A screen loaded from its own xib (File's Owner: this controller).
final class PickerViewController: UIViewController {
    init() { super.init(nibName: "PickerViewController", bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view that loads AvatarView.xib as its File's Owner: a view, not a screen.
final class AvatarView: UIView {
    @IBOutlet var contentView: UIView!
}
