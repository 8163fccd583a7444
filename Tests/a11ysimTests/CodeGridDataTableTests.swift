import Foundation
import Testing

/// Issue 31, item 4: a collection view that is a data table, its cells the rows its data source makes,
/// each placed by its own class's `accessibilityRowRange()`/`accessibilityColumnRange()` (docs/code.md,
/// "Data tables in tables and collections"; docs/voiceover.md §4, "Data tables": "'Row R' when focus
/// enters a new row, 'Column C'").
@Suite("Data tables in tables and collections")
struct CodeGridDataTableTests {
    static let app = "Tests/a11ysimTests/Fixtures/GridCodeApp"
    static let table = "Tests/a11ysimTests/Fixtures/GridTableCodeApp"
    static let subclass = "Tests/a11ysimTests/Fixtures/GridSubclassCodeApp"
    static let tableSubclass = "Tests/a11ysimTests/Fixtures/GridTableSubclassCodeApp"

    @Test("Each cell reads its row and column from what the data source stored on it; the note whose row is not known reads without them")
    func transcript() throws {
        let phrases = try CodeElementsTests.spoken(Self.app, "next; next; next; next; next; next; next")
        #expect(phrases == [
            "Zoo census",
            "Animal, Row 1, Column 1", "Count, Column 2",
            "Lions, Row 2, Column 1", "12, Column 2",
            "Zebras, Row 3, Column 1", "30, Column 2",
            "Counted in May",
        ], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.app, "--no-code"])
        #expect(!without.stdout.contains("Row 2"), "\(without.stdout)")
    }

    @Test("--explain-code: the cell class's ranges applied to each row's cell; the range not known statically left alone")
    func explained() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("code: applied ScoreGridViewController.swift:44: ScoreGridViewController.ScoreCell.accessibilityRowRange() sets accessibilityRowRange/accessibilityColumnRange of each row's cell"), "\(output.stderr)")
        #expect(output.stderr.contains("code: left alone ScoreGridViewController.swift:51: ScoreGridViewController.NoteCell.accessibilityRowRange(): left alone: the cell's rows or columns are not known statically; it is read without rows and columns"), "\(output.stderr)")
    }

    @Test("A table view controller's table set as a data table: each row's cell reads the row of the index path it stored")
    func table() throws {
        let phrases = try CodeElementsTests.spoken(Self.table, "next")
        #expect(phrases == ["Lions, Row 1, Column 1", "Zebras, Row 2, Column 1"], "\(phrases)")
        let output = try CommandRunner.run(["tree", Self.table, "--explain-code"])
        #expect(output.stderr.contains("code: applied RanksViewController.swift:10: RanksViewController.viewDidLoad sets accessibilityContainerType of view"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied RanksViewController.swift:28: RanksViewController.RankCell.accessibilityRowRange() sets accessibilityRowRange/accessibilityColumnRange of each row's cell"), "\(output.stderr)")
    }

    /// docs/voiceover.md §4, "Data tables": "header texts first, then 'Row R' when focus enters a new
    /// row, 'Column C'" — the headers here are cells the grid's own methods name.
    @Test("A collection subclass's own data table methods name its cells (cellForItem(at:)): each reads its row and column headers, Row R and Column C")
    func subclass() throws {
        let phrases = try CodeElementsTests.spoken(Self.subclass, "next; next; next; next; next; next")
        #expect(phrases == [
            "Zoo census",
            "Animal, Row 1, Column 1", "Count, Column 2",
            "Animal, Lions, Row 2, Column 1", "Lions, Count, 12, Column 2",
            "Animal, Zebras, Row 3, Column 1", "Zebras, Count, 30, Column 2",
        ], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.subclass, "--no-code"])
        #expect(!without.stdout.contains("Row 2"), "\(without.stdout)")
    }

    @Test("--explain-code: the cells the grid names placed, its header cells applied; the cell class's / and % ranges applied to each item")
    func subclassExplained() throws {
        let output = try CommandRunner.run(["tree", Self.subclass, "--explain-code"])
        #expect(output.stderr.contains("code: applied CensusGridView.swift:17: CensusGridView.accessibilityDataTableCellElement(forRow:column:) sets accessibilityRowRange/accessibilityColumnRange of the cell at section 0, row 5"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied CensusGridView.swift:17: CensusGridView.accessibilityHeaderElements sets accessibilityHeaderElements of CensusGridView: its header cells\n"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied CensusGridViewController.swift:30: CensusGridViewController.CensusCell.accessibilityRowRange() sets accessibilityRowRange/accessibilityColumnRange of each row's cell"), "\(output.stderr)")
        #expect(output.stderr.contains("0 not applicable, 0 left alone"), "\(output.stderr)")
    }

    @Test("A table subclass naming its rows with cellForRow(at: IndexPath(row:section:)): each row reads its column's header cell and its row")
    func tableSubclass() throws {
        let phrases = try CodeElementsTests.spoken(Self.tableSubclass, "next; next")
        #expect(phrases == ["Team, Row 1, Column 1", "Team, Lions, Row 2, Column 1", "Team, Zebras, Row 3, Column 1"], "\(phrases)")
        let output = try CommandRunner.run(["tree", Self.tableSubclass, "--explain-code"])
        #expect(output.stderr.contains("code: applied LeagueViewController.swift:29: LeagueTableView.accessibilityDataTableCellElement(forRow:column:) sets accessibilityRowRange/accessibilityColumnRange of the cell at section 0, row 2"), "\(output.stderr)")
    }
}
