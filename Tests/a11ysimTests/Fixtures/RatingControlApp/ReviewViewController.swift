import UIKit

/// Adds target-actions to the app's own controls: a selector for the rating's and the share
/// control's events, a `UIAction` for the follow control's touch.
final class ReviewViewController: UIViewController {
    @IBOutlet weak var ratingControl: RatingControl!
    @IBOutlet weak var followControl: FollowControl!
    @IBOutlet weak var shareControl: ShareControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        ratingControl.addTarget(self, action: #selector(ratingChanged), for: .valueChanged)
        followControl.addAction(UIAction { _ in
            UIAccessibility.post(notification: .announcement, argument: "Following")
        }, for: .touchUpInside)
        shareControl.addTarget(self, action: #selector(shareTapped), for: .primaryActionTriggered)
        let clearControl = ClearControl(frame: CGRect(x: 20, y: 240, width: 120, height: 44))
        clearControl.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
        view.addSubview(clearControl)
    }

    @objc private func clearTapped() {
        UIAccessibility.post(notification: .announcement, argument: "Cleared")
    }

    @objc private func ratingChanged() {
        UIAccessibility.post(notification: .announcement, argument: "Rating saved")
    }

    @objc private func shareTapped() {
        UIAccessibility.post(notification: .announcement, argument: "Shared")
    }
}
