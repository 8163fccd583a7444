import Foundation
import Testing

/// Issue 31, item 4 in code: accessibility elements and containers the app's Swift sets
/// (docs/code.md, "Accessibility elements and containers"; docs/voiceover.md §4, context words and
/// data tables).
@Suite("Accessibility containers and elements set in code")
struct CodeElementsTests {
    static let containers = "Tests/a11ysimTests/Fixtures/ContainerTypeApp"
    static let order = "Tests/a11ysimTests/Fixtures/ElementOrderApp"
    static let elements = "Tests/a11ysimTests/Fixtures/CustomElementsApp"
    static let cells = "Tests/a11ysimTests/Fixtures/CellElementsCodeApp"
    static let container = "Tests/a11ysimTests/Fixtures/ContainerElementsCodeApp"

    /// The phrases a `run` of `script` speaks, in order.
    static func spoken(_ app: String, _ script: String) throws -> [String] {
        let output = try CommandRunner.run(["run", app, "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(">") && !$0.hasPrefix("(") && !$0.hasPrefix("screen:") }
    }

    /// docs/voiceover.md §4, step 5: "list start" entering a list, "list end" on its last element;
    /// "landmark" entering a landmark, "end" leaving it.
    @Test("accessibilityContainerType set in code on an outlet and on a view made in code: the list and landmark words are spoken")
    func containerTypes() throws {
        let phrases = try Self.spoken(Self.containers, "next; next; next; next; next")
        #expect(phrases.suffix(6) == ["Trip, heading", "Bern, list start", "Zurich, list end", "Book, button", "Share, button, landmark", "Save, button, end"], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.containers, "--no-code"])
        #expect(!without.stdout.contains("list start"), "\(without.stdout)")
    }

    @Test("--explain-code: the container types applied; one from a value the interpreter cannot tell left alone")
    func containerTypesExplained() throws {
        let output = try CommandRunner.run(["tree", Self.containers, "--explain-code"])
        #expect(output.stderr.contains("code: applied TripViewController.swift:13: TripViewController.viewDidLoad sets accessibilityContainerType of stopsView"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied TripViewController.swift:14: TripViewController.viewDidLoad sets accessibilityContainerType of view #1 made in code"), "\(output.stderr)")
        #expect(output.stderr.contains("TripViewController.swift:28: TripViewController.viewWillAppear: left alone: view.accessibilityContainerType = TripSettings.shared.con… — sets accessibilityContainerType to a value the interpreter cannot tell (TripSettings.shared.containerType)"), "\(output.stderr)")
    }

    @Test("accessibilityElements = [...] in code: VoiceOver reads the list's order, a label made in code first; the footer's list from a model keeps the frames' order")
    func elementOrder() throws {
        let phrases = try Self.spoken(Self.order, "next; next; next; next; next; next")
        #expect(phrases == ["Final", "Lions", "Zebras", "3", "1", "Next match", "Saturday"], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.order, "--no-code"])
        #expect(without.stdout.contains("1. Lions") && without.stdout.contains("2. 3"), "\(without.stdout)")
    }

    @Test("--explain-code: the list applied; the list from a model is the flag it was")
    func elementOrderExplained() throws {
        let output = try CommandRunner.run(["tree", Self.order, "--explain-code"])
        #expect(output.stderr.contains("code: applied ScoreViewController.swift:19: ScoreViewController.viewDidLoad sets accessibilityElements of boardView: the order of its 5 elements"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied ScoreViewController.swift:20: ScoreViewController.viewDidLoad sets accessibilityElements of footerView\n"), "\(output.stderr)")
    }

    @Test("UIAccessibilityElements made in code, UIKit's and the app's subclass, are read in the container's order with their label, value and traits")
    func customElements() throws {
        let phrases = try Self.spoken(Self.elements, "next; next; next")
        #expect(phrases == ["Sleep this week", "Tuesday, 5 hours, button", "Monday, 7 hours", "Details, button"], "\(phrases)")
        let tree = try CommandRunner.run(["tree", Self.elements])
        #expect(!tree.stdout.contains("Average"), "an element no accessibilityElements lists is not in the scene: \(tree.stdout)")
    }

    @Test("--explain-code: each element placed in its container, its frame in the container; accessibilityFrame left alone")
    func customElementsExplained() throws {
        let output = try CommandRunner.run(["tree", Self.elements, "--explain-code"])
        #expect(output.stderr.contains("code: applied SleepChartView.swift:17: SleepChartView.awakeFromNib adds view #2, a BarElement made in code (SleepChartView.swift:12), to self"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied SleepChartView.swift:11: SleepChartView.awakeFromNib sets frame of view #1 made in code"), "\(output.stderr)")
        #expect(output.stderr.contains("SleepChartView.swift:16: SleepChartView.awakeFromNib: left alone: average.accessibilityFrame = UIAccessibility.convertToScr… — sets accessibilityFrame of a UIAccessibilityElement made in code, in screen coordinates"), "\(output.stderr)")
    }
}

extension CodeElementsTests {
    /// VoiceOver's §2, step 5 (docs/model.md §2): "if `accessibilityElements` is set, those elements
    /// … are used in exactly that order"; a cell that lists its elements is not one element
    /// (docs/model.md, "Cells").
    @Test("A cell's own accessibilityElements, set in awakeFromNib or in configure(with:), is the order VoiceOver reads inside each row")
    func cellElements() throws {
        let phrases = try Self.spoken(Self.cells, "next; next; next; next; next; next; next")
        #expect(phrases == ["12 points", "Lions", "30 points", "Zebras", "Saturday", "Lions against Zebras", "Last match", "Won"], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.cells, "--no-code"])
        #expect(without.stdout.contains("1. Team, 0"), "each row is one element without the code: \(without.stdout)")
    }

    @Test("--explain-code: each cell class's list applied to its rows; a list known only when the app runs makes the row a container of unknown order")
    func cellElementsExplained() throws {
        let output = try CommandRunner.run(["tree", Self.cells, "--explain-code"])
        #expect(output.stderr.contains("code: applied StandingsViewController.swift:35: TeamCell.awakeFromNib sets accessibilityElements of TeamCell: the order of its 2 elements"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied StandingsViewController.swift:46: StandingsViewController.tableView(_:cellForRowAt:) → configure(match:day:) sets accessibilityElements of each row's cell: the order of its 2 elements"), "\(output.stderr)")
        #expect(output.stderr.contains("code: applied StandingsViewController.swift:55: ResultCell.awakeFromNib sets accessibilityElements of ResultCell\n"), "\(output.stderr)")
    }
}

extension CodeElementsTests {
    /// VoiceOver's §2, step 5 (docs/model.md §2): a container's elements "are used in exactly that
    /// order"; UIKit asks `accessibilityElementCount()` and `accessibilityElement(at:)` for them.
    @Test("accessibilityElementCount()/accessibilityElement(at:) overridden: VoiceOver reads the score, then the teams; a count known only when the app runs keeps the frames' order")
    func containerMethods() throws {
        let phrases = try Self.spoken(Self.container, "next; next; next; next; next")
        #expect(phrases == ["Final", "3 to 1", "Lions", "Zebras", "Goal", "Card"], "\(phrases)")
        let without = try CommandRunner.run(["tree", Self.container, "--no-code"])
        #expect(without.stdout.contains("2. Lions"), "\(without.stdout)")
        let output = try CommandRunner.run(["tree", Self.container, "--explain-code"])
        #expect(output.stderr.contains("code: applied ScoreBoardView.swift:14: ScoreBoardView.accessibilityElement(at:) sets accessibilityElements of self: the order of its 3 elements"), "\(output.stderr)")
        #expect(output.stderr.contains("code: left alone ScoreBoardView.swift:25: FeedView.accessibilityElementCount(): left alone: the count is not known statically; the order inside is known only when the app runs"), "\(output.stderr)")
    }
}

/// Issue 31, item 4: a data table declared in Swift (`UIAccessibilityContainerDataTable`) reads its
/// rows, columns, spans and headers as a scene file's does (docs/voiceover.md §4, "Data tables":
/// "header texts first, then 'Row R' when focus enters a new row, 'Column C'; a cell spanning
/// rows/columns adds 'Spans N rows'/'Spans N columns'").
@Suite("Data tables declared in Swift")
struct CodeDataTableTests {
    static let app = "Tests/a11ysimTests/Fixtures/DataTableCodeApp"
    static let madeInCode = "Tests/a11ysimTests/Fixtures/DataTableMadeInCodeApp"

    @Test("The census reads its headers, Row R, Column C and the note's span, in the container's order")
    func transcript() throws {
        let phrases = try CodeElementsTests.spoken(Self.app, "next; next; next; next; next; next; next")
        #expect(phrases == [
            "Zoo census, heading",
            "Animal, Row 1, Column 1", "Count, Column 2",
            "Animal, Lions, Row 2, Column 1", "Lions, Count, 12, Column 2",
            "Animal, Zebras, Row 3, Column 1", "Zebras, Count, 30, Column 2",
            "Animal, Counted in May, Row 4, Column 1, Spans 2 columns",
        ], "\(phrases)")
    }

    @Test("--explain-code: each cell's ranges and the headers applied, with the methods that gave them")
    func explained() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("CensusTableView.accessibilityDataTableCellElement(forRow:column:) sets accessibilityRowRange/accessibilityColumnRange of view #"), "\(output.stderr)")
        #expect(output.stderr.contains("CensusTableView.accessibilityHeaderElements sets accessibilityHeaderElements of self"), "\(output.stderr)")
        #expect(output.stderr.contains("CensusTableView.awakeFromNib sets accessibilityContainerType of CensusTableView"), "\(output.stderr)")
    }

    @Test("A data table of the app's class made in code (ScoreGrid(), addSubview) reads its headers, Row R and Column C as one Interface Builder names")
    func madeInCode() throws {
        let phrases = try CodeElementsTests.spoken(Self.madeInCode, "next; next; next; next; next; next")
        #expect(phrases == [
            "Final scores",
            "Team, Row 1, Column 1", "Goals, Column 2",
            "Team, Lions, Row 2, Column 1", "Lions, Goals, 3, Column 2",
            "Team, Zebras, Row 3, Column 1", "Zebras, Goals, 1, Column 2",
        ], "\(phrases)")
        let output = try CommandRunner.run(["tree", Self.madeInCode, "--explain-code"])
        #expect(output.stderr.contains("code: applied ScoreGrid.swift:34: ScoresViewController.ScoreGrid.accessibilityHeaderElements sets accessibilityHeaderElements of view #1 made in code\n"), "\(output.stderr)")
        #expect(output.stderr.contains("0 not applicable, 0 left alone"), "\(output.stderr)")
    }
}
