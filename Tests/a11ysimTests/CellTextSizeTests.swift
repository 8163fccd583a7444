import Foundation
import Testing

/// Issue 30 item 4: the Dynamic Type rules look inside table cells (docs/audit-rules.md, "Dynamic
/// Type"; docs/layout.md, "Dynamic Type"). Fixtures/CellTextSizeApp's comments work out every frame
/// by hand: a cell's content view 393 pt wide with 11 pt margins above and below, a Body line
/// 20.28 pt at the default size and 63.23 pt at accessibilityExtraExtraExtraLarge (AX5).
@Suite("Dynamic Type inside table cells")
struct CellTextSizeTests {
    static let app = "Tests/a11ysimTests/Fixtures/CellTextSizeApp"

    /// The audit's findings of `rule`, each its line and its message's.
    static func findings(_ rule: String, in path: String = app, _ options: [String] = []) throws -> [String] {
        let output = try CommandRunner.run(["audit", path] + options)
        #expect(!output.stdout.isEmpty, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        return lines.indices.filter { lines[$0].contains("[\(rule)]") && $0 + 1 < lines.count }.map { lines[$0] + "\n" + lines[$0 + 1] }
    }

    @Test("A fixed 44 pt row holds its Body label 22 pt high: at AX5 its 63 pt line is cut off, reported once for the three sample rows of the prototype, naming the cell and the label")
    func fixedRowClipsText() throws {
        let clipped = try Self.findings("clipped-text").filter { $0.contains("Whisk") }
        #expect(clipped.count == 1, "\(clipped)")
        #expect(clipped.first?.contains("At the text size accessibilityExtraExtraExtraLarge (AX5) (53 pt), the label \"Whisk\" in the cell 'step' (StepCell), read as \"Whisk\", is a line 63 pt high held 22 pt high by its row's height") == true, "\(clipped)")
    }

    @Test("A xib's cell the code registers, in rows the code fixes at 44 pt (tableView.rowHeight = 44): the same 22 pt label cut off at AX5, once for its two rows, at the xib's line")
    func nibCellInRowsTheCodeFixes() throws {
        let clipped = try Self.findings("clipped-text").filter { $0.contains("Vegetarian") }
        #expect(clipped.count == 1, "\(clipped)")
        #expect(clipped.first?.contains("the label \"Vegetarian\" in the cell 'tag' (TagCell), read as \"Vegetarian\", is a line 63 pt high held 22 pt high by its row's height") == true, "\(clipped)")
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("at \(Self.app)/TagCell.xib:10:9"), "\(output.stdout)")
    }

    @Test("A cell made in code, in rows the code fixes at 44 pt: its Body label, pinned 11 pt inside the top and bottom, is cut off at AX5, once for two rows; the same class in a table whose rows size themselves grows (42.5 to 85.5 pt) and is not reported")
    func codeCells() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        let clipped = try Self.findings("clipped-text").filter { $0.contains("Knead") }
        #expect(clipped.count == 1, "\(clipped)")
        #expect(clipped.first?.contains("the label \"Knead\" in the cell 'codeStep' (CodeStepCell), read as \"Knead\", is a line 63 pt high held 22 pt high by its row's height") == true, "\(clipped)")
        // The finding is on the fixed rows' table (its registration, line 12), not the self-sizing one's (line 31).
        #expect(output.stdout.contains("at \(Self.app)/CodeStepsViewController.swift:12:9"), "\(output.stdout)")
        #expect(!output.stdout.contains("CodeStepsViewController.swift:31:9"), "\(output.stdout)")
        let tree = try CommandRunner.run(["tree", Self.app, "--scene", "CodeNotesViewController", "--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(tree.stdout.contains("1. Knead  {(0, 59), 393×85.5}"), "\(tree.stdout)")
    }

    @Test("The same cell in a table of automatic row height grows with its text: nothing is cut off")
    func selfSizingRowIsNotClipped() throws {
        let clipped = try Self.findings("clipped-text").filter { $0.contains("Buy flour") }
        #expect(clipped.isEmpty, "\(clipped)")
        // The row does grow: 11 + 63.5 + 11 pt at AX5.
        let tree = try CommandRunner.run(["tree", "\(Self.app)/Main.storyboard", "--scene", "Notes", "--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(tree.stdout.contains("1. Buy flour  {(0, 59), 393×85.5}"), "\(tree.stdout)")
    }

    @Test("In a fixed 60 pt row, the Body title grows to 11…74.5 pt at AX5: it covers the fixed subtitle at 30 pt and passes the row's bottom")
    func fixedRowOverlapAndEdge() throws {
        let overlap = try Self.findings("text-size-overlap")
        #expect(overlap.contains { $0.contains("the label \"Serves four\" in the cell 'card' (CardCell), read as \"Pancakes, Serves four\", overlaps the label \"Pancakes\"") }, "\(overlap)")
        let clipped = try Self.findings("clipped-text").filter { $0.contains("Pancakes") }
        #expect(clipped.count == 1, "\(clipped)")
        #expect(clipped.first?.contains("the label \"Pancakes\" in the cell 'card' (CardCell), read as \"Pancakes, Serves four\", is pushed past the edge of its row") == true, "\(clipped)")
    }

    @Test("A cell whose label's text the app sets from data it loads is not checked (its layout is not known), and the input's warning names it")
    func unknownTextIsNotChecked() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(!output.stdout.contains("in the cell 'item'"), "\(output.stdout)")
        #expect(output.stdout.contains("is not checked inside 1 table cell whose layout a11ysim does not know at both sizes"), "\(output.stdout)")
        #expect(output.stdout.contains("(the cell 'item' (ItemCell)): text cut off or overlapping in them is not found"), "\(output.stdout)")
    }

    @Test("A switch squeezed by the solver to a negative width beside two labels that resist compression at 749 (NetNewsWire's settings): the cell is not checked, so nothing is reported past its row's edge, and the warning names it")
    func negativeSizeIsNotChecked() throws {
        // Checked, the cell would report both labels "pushed past the edge of its row".
        let output = try CommandRunner.run(["audit", "\(Self.app)/Toggles.storyboard"])
        #expect(!output.stdout.contains("[clipped-text]"), "\(output.stdout)")
        #expect(output.stdout.contains("is not checked inside 1 table cell whose layout a11ysim does not know at both sizes"), "\(output.stdout)")
        #expect(output.stdout.contains("(the static cell 'toggleCell')"), "\(output.stdout)")
    }

    @Test("A button in fixed 44 pt rows whose Body title grows: 6 to 81.5 pt at AX5, past the row's bottom, where a tap reaches the next row; the button is its own element")
    func controlPushedOutOfItsRow() throws {
        let offScreen = try Self.findings("text-size-off-screen").filter { $0.contains("Buy") }
        #expect(offScreen.count == 1, "\(offScreen)")
        #expect(offScreen.first?.contains("the button \"Buy\" in the cell 'action' (ActionCell), read as \"Buy, button\", is pushed past the edge of its row, which does not grow with it: a tap there reaches the row beside it") == true, "\(offScreen)")
    }

    @Test("Checked at a smaller text size (--content-size extraSmall), where nothing grows, no cell is reported")
    func nothingAtTheDefaultSize() throws {
        let small = try Self.findings("clipped-text", ["--content-size", "extraSmall"]).filter { $0.contains("in the cell") }
        #expect(small.isEmpty, "\(small)")
    }
}
