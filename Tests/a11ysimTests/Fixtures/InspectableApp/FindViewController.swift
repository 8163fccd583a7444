import UIKit

/// Sets its own status by key-value coding, which runs the property's observer as an assignment does.
final class FindViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!

    var status: String = "" {
        didSet {
            statusLabel.text = status
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setValue("3 saved searches", forKey: "status")
    }
}
