import UIKit

/// The segments of a `CaseIterable` enum, inserted in a loop; their titles come from a computed property.
enum Filter: Int, CaseIterable {
    case all, unread, starred

    var title: String {
        switch self {
        case .all: return "All"
        case .unread: return "Unread"
        case .starred: return "Starred"
        }
    }
}

final class FilterViewController: UIViewController {
    let filters = UISegmentedControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(filters)
        Filter.allCases.forEach { filter in
            filters.insertSegment(withTitle: filter.title, at: filter.rawValue, animated: false)
        }
        // At 1: the raw value Swift counts for the second case.
        filters.insertSegment(withTitle: "Mine", at: Filter.unread.rawValue, animated: false)
        filters.selectedSegmentIndex = Filter.all.rawValue
    }
}
