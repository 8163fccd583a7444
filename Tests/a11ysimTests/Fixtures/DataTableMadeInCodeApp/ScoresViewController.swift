import UIKit

/// Issue 31, item 4: the data table is a view of the app's class made in code, not in the storyboard.
final class ScoresViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let grid = ScoreGrid()
        grid.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
        view.addSubview(grid)
    }
}
