import UIKit

/// Cells made in code (docs/layout.md, "Dynamic Type inside table cells"), on the 393 pt phone: each
/// cell's Body label is pinned 11 pt inside its content view's top and bottom and 16 pt inside its
/// sides. In rows the code fixes at 44 pt the label is held 44 − 11 − 11 = 22 pt high: its 20.28 pt
/// line fits at the default size, its 63.23 pt line at accessibilityExtraExtraExtraLarge (AX5) is
/// cut off. Two rows, one finding.
final class CodeStepsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Code steps"
        tableView.register(CodeStepCell.self, forCellReuseIdentifier: "codeStep")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "codeStep", for: indexPath)
    }
}

/// The same cells in rows that size themselves: 11 + 20.5 + 11 = 42.5 pt at the default size,
/// 11 + 63.5 + 11 = 85.5 at AX5, and nothing is cut off.
final class CodeNotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Code notes"
        tableView.register(CodeStepCell.self, forCellReuseIdentifier: "codeStep")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "codeStep", for: indexPath)
    }
}

/// A step: one Body label that follows the text size, pinned to the content view.
final class CodeStepCell: UITableViewCell {
    let stepLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stepLabel.text = "Knead"
        stepLabel.font = .preferredFont(forTextStyle: .body)
        stepLabel.adjustsFontForContentSizeCategory = true
        stepLabel.numberOfLines = 0
        stepLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stepLabel)
        NSLayoutConstraint.activate([
            stepLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            stepLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stepLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stepLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
