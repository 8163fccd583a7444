import UIKit

/// A storyboard's segmented control retitled and selected in code.
final class SortViewController: UIViewController {
    @IBOutlet var sortControl: UISegmentedControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        sortControl.setTitle("Newest", forSegmentAt: 1)
        sortControl.insertSegment(withTitle: "Size", at: 2, animated: false)
        sortControl.selectedSegmentIndex = 1
    }
}
