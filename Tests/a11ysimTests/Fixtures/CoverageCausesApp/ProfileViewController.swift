import UIKit
import TabBarPager

/// The profile's pages are a library's pager (a package this app's code does not hold): its pages
/// come from the pager's data source, which runs inside the library.
final class ProfileViewController: UIViewController {
    private lazy var pagerController = TabBarPagerController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pagerController)
        pagerController.view.frame = view.bounds
        view.addSubview(pagerController.view)
        pagerController.didMove(toParent: self)
    }
}
