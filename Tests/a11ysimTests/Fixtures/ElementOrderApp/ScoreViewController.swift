import UIKit

/// Issue 31: `accessibilityElements` set in code. The board lists a label made in code first, then
/// each team's name before the scores (column by column, not the frames' row by row); the footer's
/// list comes from a model the interpreter cannot tell, so its order is known only when the app runs.
final class ScoreViewController: UIViewController {
    @IBOutlet private var boardView: UIView!
    @IBOutlet private var homeName: UILabel!
    @IBOutlet private var homeScore: UILabel!
    @IBOutlet private var awayName: UILabel!
    @IBOutlet private var awayScore: UILabel!
    @IBOutlet private var footerView: UIView!
    private let status = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Final"
        boardView.addSubview(status)
        boardView.accessibilityElements = [status, homeName, awayName, homeScore, awayScore]
        footerView.accessibilityElements = ScheduleModel.shared.orderedViews
    }
}
