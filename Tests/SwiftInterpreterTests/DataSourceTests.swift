import SwiftCodeReader
import SwiftInterpreter
import Testing

/// Issue 28, item 3: tables and collections as the data source fills them.
@Suite("Data sources run by the interpreter")
struct DataSourceTests {
    /// The texts set on the row's cell, as `target property = value`.
    static func texts(_ row: CodeTableRow) -> [String] { row.steps.map(\.text) }

    @Test("A known count makes that many rows, each run with its own index path: the known array's texts")
    func knownCount() throws {
        let code = try #require(TestApp.run("""
            final class MenuViewController: UITableViewController {
                private let items = ["Downloads", "Queue", "History"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                    cell.textLabel?.text = items[indexPath.row]
                    return cell
                }
            }
            """, "MenuViewController"))
        let fill = try #require(code.tables.first)
        #expect(fill.kind == .table)
        #expect(fill.sections.count == 1)
        let section = try #require(fill.sections.first)
        #expect(!section.isSample)
        #expect(section.rows.map(\.reuseIdentifier) == ["Item", "Item", "Item"])
        #expect(section.rows.map(Self.texts) == [["cell.textLabel text = Downloads"], ["cell.textLabel text = Queue"], ["cell.textLabel text = History"]])
    }

    @Test("An unknown count makes three sample rows with the data unknown, remembering its origin")
    func sampleRows() throws {
        let code = try #require(TestApp.run("""
            final class FeedViewController: UIViewController, UITableViewDataSource {
                var posts: [Post] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return posts.count
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
                    cell.textLabel?.text = "By \\(author)"
                    return cell
                }
            }
            """, "FeedViewController"))
        let section = try #require(code.tables.first?.sections.first)
        #expect(section.isSample)
        #expect(section.rows.count == Interpreter.sampleRowCount)
        #expect(section.rows.first.map(Self.texts) == ["cell.textLabel text = By ⟨author⟩"])
        #expect(section.rows.first?.steps.first?.unknownOrigin == "By ⟨author⟩")
    }

    @Test("cell.configure(with:) on a cast cell runs the cell class's method with the cell as self; its outlets are the cell's")
    func configureCell() throws {
        let code = TestApp.read([
            "ListViewController.swift": """
                final class ListViewController: UITableViewController {
                    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath) as? SongCell else {
                            fatalError()
                        }
                        cell.titleLabel.text = song.name
                        cell.configure(with: song)
                        return cell
                    }
                }
                """,
            "SongCell.swift": """
                final class SongCell: UITableViewCell {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var moreButton: UIButton!
                    func configure(with song: Song) {
                        moreButton.accessibilityLabel = "More for \\(song.name)"
                        accessibilityHint = "Plays the song"
                    }
                }
                """,
        ])
        let row = try #require(code.classes["ListViewController"]?.first?.tables.first?.sections.first?.rows.first)
        #expect(row.cellClass == "SongCell")
        #expect(Self.texts(row) == ["cell.titleLabel text = ⟨song.name⟩", "cell.moreButton accessibilityLabel = More for ⟨song.name⟩",
                                    "cell accessibilityHint = Plays the song"])
        #expect(row.steps[1].route == "tableView(_:cellForRowAt:) → configure(with:)")
    }

    @Test("Sections: numberOfSections and the header titles; each section's rows from its own count")
    func sections() throws {
        let code = try #require(TestApp.run("""
            final class SettingsViewController: UITableViewController {
                let general = ["Sounds", "Display"]
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? general.count : 1
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 0 ? "General" : "About"
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.section == 1 {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Version", for: indexPath)
                        cell.detailTextLabel?.text = version
                        return cell
                    }
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
                    cell.textLabel?.text = general[indexPath.row]
                    return cell
                }
            }
            """, "SettingsViewController"))
        let sections = try #require(code.tables.first?.sections)
        #expect(sections.map(\.header) == ["General", "About"])
        #expect(sections.map { $0.rows.compactMap(\.reuseIdentifier) } == [["Setting", "Setting"], ["Version"]])
        #expect(sections[1].rows.first.map(Self.texts) == ["cell.detailTextLabel text = ⟨version⟩"])
    }

    @Test("A known count is bounded: rows past InterpreterLimits.maximumTableRows are not made")
    func boundedRows() throws {
        let code = try #require(TestApp.run("""
            final class NumbersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
                }
            }
            """, "NumbersViewController"))
        #expect(code.tables.first?.sections.first?.rows.count == InterpreterLimits.maximumTableRows)
    }

    @Test("A collection view's cellForItemAt fills a collection")
    func collection() throws {
        let code = try #require(TestApp.run("""
            final class PhotosViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
                    cell.accessibilityLabel = "Photo \\(indexPath.item + 1)"
                    return cell
                }
            }
            """, "PhotosViewController"))
        let fill = try #require(code.tables.first)
        #expect(fill.kind == .collection)
        #expect(fill.sections.first?.rows.map(Self.texts) == [["cell accessibilityLabel = Photo 1"], ["cell accessibilityLabel = Photo 2"]])
    }

    @Test("A diffable data source's cell provider runs for a sample row, its item unknown and named by the closure's parameter")
    func diffable() throws {
        let code = TestApp.read([
            "InboxViewController.swift": """
                final class InboxViewController: UIViewController {
                    @IBOutlet var tableView: UITableView!
                    private var dataSource: UITableViewDiffableDataSource<Int, Message>!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        dataSource = UITableViewDiffableDataSource<Int, Message>(tableView: tableView) { [weak self] tableView, indexPath, message in
                            let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! MessageCell
                            cell.senderLabel.text = message.sender
                            return cell
                        }
                    }
                }
                """,
            "MessageCell.swift": "final class MessageCell: UITableViewCell { @IBOutlet var senderLabel: UILabel! }",
        ])
        let fill = try #require(code.classes["InboxViewController"]?.first?.tables.first)
        #expect(fill.kind == .table)
        #expect(fill.location.line == 6)
        let section = try #require(fill.sections.first)
        #expect(section.isSample)
        #expect(section.rows.map(\.reuseIdentifier) == ["Message"])
        #expect(section.rows.first.map(Self.texts) == ["cell.senderLabel text = ⟨message.sender⟩"])
        // The closure is part of an assignment, which swift-syntax folds into a tree of its own: its
        // statements keep their lines in the file.
        #expect(section.rows.first?.steps.first?.location.line == 8)
    }

    @Test("A data source that is another object of the app's, set as the table's dataSource in setup, fills the table with itself as self")
    func dataSourceObject() throws {
        let code = TestApp.read([
            "ContactsViewController.swift": """
                final class ContactsViewController: UITableViewController {
                    private let contacts = ContactsDataSource(names: ["Ana", "Ben"])
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = contacts
                    }
                }
                """,
            "ContactsDataSource.swift": """
                final class ContactsDataSource: NSObject, UITableViewDataSource {
                    let names: [String]
                    init(names: [String]) { self.names = names }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                        cell.textLabel?.text = names[indexPath.row]
                        return cell
                    }
                }
                """,
        ])
        let section = try #require(code.classes["ContactsViewController"]?.first?.tables.first?.sections.first)
        #expect(!section.isSample)
        #expect(section.rows.map(Self.texts) == [["cell.textLabel text = Ana"], ["cell.textLabel text = Ben"]])
    }

    @Test("A count returned early on some paths is one of several, not the last path's: sample rows, not none")
    func earlyReturnCount() throws {
        let code = try #require(TestApp.run("""
            final class AccountsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    if section == Sections.local.rawValue {
                        return 2
                    }
                    return 0
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    guard section == 0 else { return "Other" }
                    return "Local"
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Account", for: indexPath)
                }
            }
            """, "AccountsViewController"))
        let section = try #require(code.tables.first?.sections.first)
        #expect(section.isSample)
        #expect(section.rows.map(\.reuseIdentifier) == ["Account"])
        #expect(section.header == "Local")
    }

    @Test("A cell's default content configuration: its text is the cell's text")
    func contentConfiguration() throws {
        let code = try #require(TestApp.run("""
            final class TagsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = tag.name
                    cell.contentConfiguration = content
                    return cell
                }
            }
            """, "TagsViewController"))
        let row = try #require(code.tables.first?.sections.first?.rows.first)
        #expect(Self.texts(row) == ["cell.contentConfiguration text = ⟨tag.name⟩"])
        #expect(code.skipped.isEmpty, "\(code.skipped)")
    }

    @Test("A class without cellForRowAt fills nothing")
    func noDataSource() throws {
        let code = try #require(TestApp.run("""
            final class PlainViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """, "PlainViewController"))
        #expect(code.tables.isEmpty)
    }
}
