import Testing
import SwiftCodeReader
import SwiftInterpreter

/// Issue 28, item 3: what the interpreter makes of cells of a class registered in code, of enum
/// cases bound with `case let`, and of a view model given from outside.
@Suite("Interpreter: cells of a class registered in code")
struct CodeCellsTests {
    @Test("case let .x(y) matches only its case and binds y: a known subject takes one arm")
    func caseLet() throws {
        let code = try #require(TestApp.run("""
            enum Mode { case idle, playing(String) }
            final class PlayerViewController: UIViewController {
                @IBOutlet var statusLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    show(Mode.idle)
                }
                private func show(_ mode: Mode) {
                    switch mode {
                    case let .playing(title): statusLabel.text = title
                    case .idle: statusLabel.text = "Nothing playing"
                    }
                }
            }
            """, "PlayerViewController"))
        #expect(code.setupTexts == ["statusLabel text = Nothing playing"])
    }

    @Test("A view model the code never set stands for an instance of its declared type: its method runs")
    func typedViewModel() throws {
        let code = try #require(TestApp.run("""
            final class ProfileViewModel {
                func title() -> String { "Profile" }
            }
            final class ProfileViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                var viewModel: ProfileViewModel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = viewModel.title()
                }
            }
            """, "ProfileViewController"))
        #expect(code.setupTexts == ["titleLabel text = Profile"])
    }

    @Test("A cell of a class registered in code is made in the data source's run: its initializer's views and the configuration are the row's")
    func registeredClass() throws {
        let code = try #require(TestApp.run("""
            final class BaseCell: UITableViewCell {
                let badge = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.text = "New"
                    contentView.addSubview(badge)
                }
            }
            final class NoteCell: BaseCell {
                let titleLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(titleLabel)
                }
            }
            final class NotesViewController: UITableViewController {
                var notes: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                    cell.titleLabel.text = notes[indexPath.row]
                    return cell
                }
            }
            """, "NotesViewController"))
        let row = try #require(code.tables.first?.sections.first?.rows.first)
        #expect(row.cell?.className == "NoteCell")
        #expect(row.reuseIdentifier == "note")
        // The superclass's initializer ran first (super.init), then the class's own.
        let placed = row.steps.compactMap { step -> String? in
            if case .addView(let view, _, _) = step.action { return "\(view.className) \(step.route)" } else { return nil }
        }
        #expect(placed == ["UILabel tableView(_:cellForRowAt:) → NoteCell.init → BaseCell.init", "UILabel tableView(_:cellForRowAt:) → NoteCell.init"])
        #expect(row.steps.contains { if case .set(.created, .text("New")) = $0.action { return true } else { return false } })
    }
}
