import Testing

/// Issue 28 item 3, issue 30: table rows and section headers that size themselves
/// (docs/layout.md, "Self-sizing rows"). The fixture (Fixtures/SelfSizingApp) is laid out on a
/// 393×852 phone (safe area 47 pt above, the content view's margins 11 pt above and below, 16 at the
/// sides; a label of 17 pt is 20.5 pt high). Every height worked out by hand in the fixture's comments.
@Suite("Self-sizing rows")
struct SelfSizingRowsTests {
    static let app = "Tests/a11ysimTests/Fixtures/SelfSizingApp"

    static func tree(_ scene: String, in path: String = app) throws -> [String] {
        let output = try CommandRunner.run(["tree", path, "--scene", scene])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("Auto Layout cannot place"), "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Interface Builder's prototype cells in a table of automatic row height: two labels between constraints make 65 pt, a label on the margins 42.5; a custom row height stays 60; a cell its constraints give no height keeps its 44")
    func storyboardCells() throws {
        #expect(try Self.tree("Recipes", in: "\(Self.app)/Main.storyboard") == [
            "screen: Recipes",
            "1. Preheat the oven, Ten minutes  {(0, 47), 393×65}",
            "2. Salt to taste  {(0, 112), 393×42.5}",
            "3. Serve warm  {(0, 154.5), 393×60}",
            "4. Enjoy  {(0, 214.5), 393×44}",
        ])
    }

    @Test("A table of fixed 44 pt rows: a cell whose constraints would make it 80.5 pt is 44")
    func fixedTableRowHeight() throws {
        #expect(try Self.tree("Shopping", in: "\(Self.app)/Main.storyboard") == ["screen: Shopping", "1. Bread  {(0, 47), 393×44}"])
    }

    @Test("Cells made in code size themselves by their constraints, 71 pt each; the header made in code 36.5 pt, below a section header's 38; each row starts where the one before ends")
    func codeCellsAndHeader() throws {
        #expect(try Self.tree("NotesViewController") == [
            "screen: Notes",
            "1. This week  {(16, 55), 78×20.5}  [staticText]",
            "2. Milk, Buy today  {(0, 83.5), 393×71}",
            "3. Eggs, Buy today  {(0, 154.5), 393×71}",
        ])
    }

    @Test("A rowHeight the code fixes wins: 80 pt rows")
    func codeRowHeight() throws {
        #expect(try Self.tree("PinnedRowsViewController") == [
            "screen: Pinned", "1. Milk, Buy today  {(0, 47), 393×80}", "2. Eggs, Buy today  {(0, 127), 393×80}",
        ])
    }

    @Test("tableView(_:heightForRowAt:) wins, row by row: 90 then 100 pt")
    func delegateHeights() throws {
        #expect(try Self.tree("DelegateHeightsViewController") == [
            "screen: Delegate", "1. Milk, Buy today  {(0, 47), 393×90}", "2. Eggs, Buy today  {(0, 137), 393×100}",
        ])
    }

    @Test("A diffable data source's rows take what the class's tableView(_:heightForRowAt:) says: 120 pt")
    func diffableDelegateHeights() throws {
        #expect(try Self.tree("DiffableHeightsViewController") == [
            "screen: Diffable", "1. Milk, Buy today  {(0, 47), 393×120}", "2. Eggs, Buy today  {(0, 167), 393×120}",
        ])
    }

    @Test("Constraints that give the cell no height: UIKit's default 44 pt rows")
    func noDeterminingConstraints() throws {
        #expect(try Self.tree("LooseRowsViewController") == [
            "screen: Loose", "1. Anything  {(0, 47), 393×44}", "2. Anything  {(0, 91), 393×44}",
        ])
    }

    @Test("VoiceOver moves through the self-sized rows in order, the header first; a touch at 190 pt, inside the second 71 pt row (154.5 to 225.5), lands on it")
    func focusAndHitTest() throws {
        let script = #"first; expect "This week"; next; expect "Milk, Buy today"; next; expect "Eggs, Buy today"; first; touch 200 190; expect-focus "Eggs, Buy today""#
        let output = try CommandRunner.run(["run", Self.app, "--scene", "NotesViewController", "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test("The HTML report draws each row at its solved height, one below the other")
    func htmlReport() throws {
        let output = try CommandRunner.run(["audit", "\(Self.app)/Main.storyboard", "--format", "html"])
        for rect in [#"y="47" width="393" height="65""#, #"y="112" width="393" height="42.5""#, #"y="154.5" width="393" height="60""#] {
            #expect(output.stdout.contains(#"<rect x="0" "# + rect), "\(rect)")
        }
    }
}
