import UIKit

/// Made in code: a segmented control placed before its segments are inserted, and UIKit's page view
/// controller showing its first page, as mastodon's server details do.
final class ServerViewController: UIViewController, UIPageViewControllerDataSource {
    let tabs = UISegmentedControl()
    let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let aboutController = AboutViewController()
    let rulesController = RulesViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Server"
        let wrapper = UIView()
        wrapper.addSubview(tabs)
        view.addSubview(wrapper)
        tabs.insertSegment(withTitle: "About", at: 0, animated: false)
        tabs.insertSegment(withTitle: "Rules", at: 1, animated: false)
        tabs.insertSegment(with: UIImage(systemName: "star"), at: 2, animated: false)
        tabs.selectedSegmentIndex = 0
        tabs.addTarget(self, action: #selector(tabChanged), for: .valueChanged)

        pageController.setViewControllers([aboutController], direction: .forward, animated: false)
        pageController.dataSource = self
        addChild(pageController)
        view.addSubview(pageController.view)
        pageController.didMove(toParent: self)
    }

    @objc func tabChanged() {
        pageController.setViewControllers([rulesController], direction: .forward, animated: true)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        viewController === rulesController ? aboutController : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        viewController === aboutController ? rulesController : nil
    }
}

/// The first page: a label and a button with neither title nor label.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let welcome = UILabel()
        welcome.text = "Welcome to the server"
        view.addSubview(welcome)
        let contact = UIButton(type: .custom)
        contact.addTarget(self, action: #selector(contactTapped), for: .touchUpInside)
        view.addSubview(contact)
    }

    @objc func contactTapped() {}
}

/// The second page, after the first in the data source.
final class RulesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let rule = UILabel()
        rule.text = "Be kind"
        view.addSubview(rule)
    }
}
