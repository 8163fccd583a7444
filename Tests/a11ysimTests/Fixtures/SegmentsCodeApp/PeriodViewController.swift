import UIKit

/// `UISegmentedControl(items:)` emptied and filled again in code.
final class PeriodViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let period = UISegmentedControl(items: ["Day", "Week"])
        view.addSubview(period)
        period.removeAllSegments()
        period.insertSegment(withTitle: "Month", at: 0, animated: false)
        period.insertSegment(withTitle: "Year", at: 5, animated: false)
        period.removeSegment(at: 1, animated: false)
        period.insertSegment(withTitle: "Week", at: 0, animated: false)
        period.selectedSegmentIndex = UISegmentedControl.noSegment
    }
}

/// The app's own page view controller, showing its first step.
final class OnboardingViewController: UIPageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([StepViewController()], direction: .forward, animated: false)
    }
}

/// The onboarding's first page.
final class StepViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let step = UILabel()
        step.text = "Step one"
        view.addSubview(step)
    }
}
