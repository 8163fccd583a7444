import UIKit

/// Issue 31: container types set in code, on an outlet (a list of stops) and on a view made in code
/// (a landmark holding the share and save buttons).
final class TripViewController: UIViewController {
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var stopsView: UIView!
    private let actionsBar = UIView(frame: CGRect(x: 0, y: 300, width: 414, height: 64))

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.accessibilityTraits = .header
        stopsView.accessibilityContainerType = .list
        actionsBar.accessibilityContainerType = UIAccessibilityContainerType.landmark
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.frame = CGRect(x: 20, y: 10, width: 100, height: 44)
        actionsBar.addSubview(share)
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 140, y: 10, width: 100, height: 44)
        actionsBar.addSubview(save)
        view.addSubview(actionsBar)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.accessibilityContainerType = TripSettings.shared.containerType
    }
}
