import UIKit

/// A recipe's steps: three rows of the prototype "step", whose label keeps the storyboard's text.
final class StepCell: UITableViewCell {
    @IBOutlet weak var stepLabel: UILabel!
}

final class StepsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
    }
}
