import UIKit

/// A review screen labelled only in the layout callbacks UIKit runs after the first layout: the
/// controller's viewDidLayoutSubviews and the rating view's layoutSubviews.
final class ReviewViewController: UIViewController {
    @IBOutlet weak var favouriteButton: UIButton!

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
