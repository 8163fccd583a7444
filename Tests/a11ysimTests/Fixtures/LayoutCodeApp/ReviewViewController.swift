import UIKit

/// A review screen labelled only in the layout callbacks UIKit runs after the first layout: the
/// controller's viewDidLayoutSubviews, the storyboard's rating view's and a badge made in code's
/// layoutSubviews.
final class ReviewViewController: UIViewController {
    @IBOutlet weak var favouriteButton: UIButton!
    private let badge = BadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        favouriteButton.accessibilityLabel = "Favourite"
    }
}

final class RatingView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        isAccessibilityElement = true
        accessibilityLabel = "4 of 5 stars"
    }
}

final class BadgeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        isAccessibilityElement = true
        accessibilityLabel = "New reviews"
    }
}
