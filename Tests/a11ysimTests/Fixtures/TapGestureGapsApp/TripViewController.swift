import UIKit

/// Tap recognizers made the other ways apps make them: empty, then given a target; needing two
/// taps; added through a helper of UIView; and one disabled, which does nothing.
final class TripViewController: UIViewController {
    @IBOutlet weak var photoView: UIView!
    @IBOutlet weak var mapView: UIView!
    @IBOutlet weak var avatarView: UIView!
    @IBOutlet weak var bannerView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: #selector(openPhoto))
        photoView.addGestureRecognizer(tap)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoomMap))
        doubleTap.numberOfTapsRequired = 2
        mapView.addGestureRecognizer(doubleTap)

        avatarView.addTapGesture(target: self, action: #selector(openProfile))

        let closeTap = UITapGestureRecognizer(target: self, action: #selector(closeBanner))
        bannerView.addGestureRecognizer(closeTap)
        closeTap.isEnabled = false
    }

    @objc func openPhoto() {}
    @objc func zoomMap() {}
    @objc func openProfile() {}
    @objc func closeBanner() {}
}

extension UIView {
    func addTapGesture(target: Any, action: Selector) {
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
    }
}
