import Foundation
import Testing

/// Issue 28, item 3: cells registered in code from nibs. The fixture (Fixtures/NibCellApp) has a
/// table and a collection without prototypes; `viewDidLoad` registers ContactCell.xib (through the
/// cell's `static var nib` and `String(describing:)` helpers) and GroupCell.xib
/// (`UINib(nibName:bundle:)`), and two nibs that make no cell (one missing, one not XML: the folder's
/// audit reports that input as unreadable too), and the data sources dequeue them: each row is the xib's cell, its
/// class's `awakeFromNib` run on it, configured by the data source.
@Suite("Cells registered in code from nibs")
struct NibCellTests {
    static let app = "Tests/a11ysimTests/Fixtures/NibCellApp"

    @Test("The tree reads the collection's two groups, the header viewForHeaderInSection titles, and a sample contact row made from the xibs, the cells' awakeFromNib applied")
    func tree() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(lines == [
            "screen: Contacts",
            // GroupCell.awakeFromNib makes each chip a button; the data source names it.
            "1. Family, button", "2. Work, button",
            // viewForHeaderInSection titles the header view it dequeues.
            "3. All Contacts, heading",
            // ContactCell.awakeFromNib labels the call button; configure(with:) sets the name from data.
            "4. Call, button", "5. message.fill, button",
            "6. ⟨contacts[indexPath.row].name: “Name”⟩",
        ], "\(output.stdout)")
    }

    @Test("The audit finds the nib cell's unlabelled button on the screen, at the xib's line; without the code the screen is empty")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(with.stdout.contains("""
              Contacts
                error[image-name-label] "message.fill, button" (element 5)
            """), "\(with.stdout)")
        #expect(with.stdout.contains("at Tests/a11ysimTests/Fixtures/NibCellApp/Views/ContactCell.xib:19:21\n      reached by: Contacts"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.contains("ContactsViewController has no accessibility elements"), "\(without.stdout)")
    }

    @Test("--explain-code says which nib each data source's rows come from and runs the cell classes' setup")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        let stderr = output.stderr
        #expect(stderr.contains("code: applied Views/ContactCell.swift:14: ContactCell.awakeFromNib sets accessibilityLabel of callButton\n"), "\(stderr)")
        #expect(stderr.contains("code: applied Views/GroupCell.swift:9: GroupCell.awakeFromNib sets accessibilityTraits of GroupCell\n"), "\(stderr)")
        #expect(stderr.contains("ContactsViewController.tableView(_:cellForRowAt:) fills the table: 1 sections, 1 rows, sample rows where the count is known only when the app runs"), "\(stderr)")
        #expect(stderr.contains("ContactsViewController.collectionView(_:cellForItemAt:) fills the collection: 1 sections, 2 rows"), "\(stderr)")
        // A nib the folder does not hold, and one that is not XML, make no cell and say why.
        #expect(stderr.contains("code: not applicable ContactsViewController.swift:14: ContactsViewController registers the nib \"MissingCell\" for \"missing\", but the folder has no MissingCell.xib\n"), "\(stderr)")
        #expect(stderr.contains("code: not applicable ContactsViewController.swift:15: ContactsViewController registers the nib \"BrokenCell\", which cannot be read: "), "\(stderr)")
        #expect(stderr.contains("BrokenCell.xib:5:1: error: malformed XML"), "\(stderr)")
        #expect(stderr.contains("code: 3 classes read, 0 named but not found; 6 statements applied, 2 not applicable, 0 left alone"), "\(stderr)")
    }
}
