import UIKit

final class CensusViewController: UIViewController {
    @IBOutlet private var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.accessibilityTraits = .header
    }
}
