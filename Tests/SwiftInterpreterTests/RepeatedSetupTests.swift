import Testing
import SwiftCodeReader
import SwiftInterpreter

/// Issue 28, item 9: the same type's setup runs again wherever it repeats — each row's cell, each
/// arm's cell, each class that makes the view (docs/performance.md, "Whole apps with their code").
/// Whatever makes that cheaper must keep what these assert: objects of one class configured
/// differently read differently, each with the views its own initializer built.
@Suite("Interpreter: a type's setup, repeated")
struct RepeatedSetupTests {
    /// The text each label made in code shows, by the view that holds it: `cell/label: text`,
    /// from the views the steps add and the texts they set.
    static func textsByHolder(_ steps: [CodeStep]) -> [String] {
        var holder: [Int: String] = [:]
        for step in steps {
            if case .addView(let view, .created(let parent), _) = step.action { holder[view.id] = "#\(parent)/\(view.className)#\(view.id)" }
        }
        return steps.compactMap { step in
            guard case .set(.created(let id), .text(let text)) = step.action, let place = holder[id] else { return nil }
            return "\(place): \(text)"
        }
    }

    static let noteCell = """
        final class NoteCell: UITableViewCell {
            let titleLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                titleLabel.accessibilityHint = "Opens the note"
                contentView.addSubview(titleLabel)
            }
        }
        """

    @Test("Each row's cell of one class is its own: its initializer's label, with that row's text")
    func rowsOfOneClass() throws {
        let code = try #require(TestApp.run(Self.noteCell + """

            final class NotesViewController: UITableViewController {
                let notes = ["Groceries", "Holidays"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                    cell.titleLabel.text = notes[indexPath.row]
                    return cell
                }
            }
            """, "NotesViewController"))
        let rows = try #require(code.tables.first?.sections.first?.rows)
        try #require(rows.count == 2)
        let cells = rows.compactMap(\.cell?.id)
        #expect(Set(cells).count == 2, "two cells, not one shared")
        #expect(Self.textsByHolder(rows[0].steps) == ["#\(cells[0])/UILabel#\(cells[0] + 1): Groceries"])
        #expect(Self.textsByHolder(rows[1].steps) == ["#\(cells[1])/UILabel#\(cells[1] + 1): Holidays"])
        // The initializer's hint is on each row's own label.
        for (row, cell) in zip(rows, cells) {
            #expect(row.steps.contains { $0.action == .set(.created(cell + 1), .hint("Opens the note")) })
        }
    }

    @Test("The arms of an unknown switch that each dequeue a cell of one class make two cells, each with its arm's text")
    func armsOfOneClass() throws {
        let code = try #require(TestApp.run(Self.noteCell + """

            enum Kind { case draft, sent }
            final class MailViewController: UITableViewController {
                var kinds: [Kind] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { kinds.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    switch kinds[indexPath.row] {
                    case .draft:
                        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                        cell.titleLabel.text = "Draft"
                        return cell
                    case .sent:
                        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                        cell.titleLabel.text = "Sent"
                        return cell
                    }
                }
            }
            """, "MailViewController"))
        let rows = try #require(code.tables.first?.sections.first?.rows)
        let cells = rows.compactMap(\.cell?.id)
        try #require(Set(cells).count == 2)
        #expect(Self.textsByHolder(rows[0].steps) == ["#\(cells[0])/UILabel#\(cells[0] + 1): Draft", "#\(cells[1])/UILabel#\(cells[1] + 1): Sent"])
    }

    @Test("Two classes that make the same view each configure their own: the view's initializer runs in each")
    func viewInTwoClasses() throws {
        let banner = """
            final class BannerView: UIView {
                let messageLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(messageLabel)
                }
            }
            """
        let screen = { (name: String, text: String) in
            """
            final class \(name): UIViewController {
                let banner = BannerView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    banner.messageLabel.text = "\(text)"
                }
            }
            """
        }
        let code = TestApp.read(["BannerView.swift": banner, "Inbox.swift": screen("InboxViewController", "No new mail"),
                                 "Outbox.swift": screen("OutboxViewController", "Nothing to send")])
        let inbox = try #require(code.classes["InboxViewController"]?.first)
        let outbox = try #require(code.classes["OutboxViewController"]?.first)
        #expect(Self.textsByHolder(inbox.setup) == ["#1/UILabel#2: No new mail"])
        #expect(Self.textsByHolder(outbox.setup) == ["#1/UILabel#2: Nothing to send"])
    }
}
