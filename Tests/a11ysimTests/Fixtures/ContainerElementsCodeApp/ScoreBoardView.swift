import UIKit

/// Issue 31, item 4: a container that answers VoiceOver's container questions itself. The score
/// is read first, then the home and away teams, whatever the frames' order.
final class ScoreBoardView: UIView {
    @IBOutlet var homeLabel: UILabel!
    @IBOutlet var scoreLabel: UILabel!
    @IBOutlet var awayLabel: UILabel!

    private var ordered: [UILabel] { [scoreLabel, homeLabel, awayLabel] }

    override func accessibilityElementCount() -> Int { ordered.count }

    override func accessibilityElement(at index: Int) -> Any? { ordered[index] }

    override func index(ofAccessibilityElement element: Any) -> Int {
        ordered.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

/// A feed whose events are known only when the app runs: its order is left to the app.
final class FeedView: UIView {
    var events: [UIView] = []

    override func accessibilityElementCount() -> Int { events.count }

    override func accessibilityElement(at index: Int) -> Any? { events[index] }
}
