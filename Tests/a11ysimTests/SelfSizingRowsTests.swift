import Testing

/// Issue 28 item 3, issue 30: table rows and section headers that size themselves
/// (docs/layout.md, "Self-sizing rows"). The fixture (Fixtures/SelfSizingApp) is laid out on a
/// 393×852 phone (safe area 59 pt above, the content view's margins 11 pt above and below, 16 at the
/// sides; a label of 17 pt is 20.5 pt high). Every height worked out by hand in the fixture's comments.
@Suite("Self-sizing rows")
struct SelfSizingRowsTests {
    static let app = "Tests/a11ysimTests/Fixtures/SelfSizingApp"

    static func tree(_ scene: String, in path: String = app, _ options: [String] = []) throws -> [String] {
        let output = try CommandRunner.run(["tree", path, "--scene", scene] + options)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("Auto Layout cannot place"), "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Interface Builder's prototype cells in a table of automatic row height: two labels between constraints make 65 pt, a label on the margins 42.5; a custom row height stays 60; a cell its constraints give no height keeps its 44")
    func storyboardCells() throws {
        #expect(try Self.tree("Recipes", in: "\(Self.app)/Main.storyboard") == [
            "screen: Recipes",
            "1. Preheat the oven, Ten minutes  {(0, 59), 393×65}",
            "2. Salt to taste  {(0, 124), 393×42.5}",
            "3. Serve warm  {(0, 166.5), 393×60}",
            "4. Enjoy  {(0, 226.5), 393×44}",
        ])
    }

    @Test("A table of fixed 44 pt rows: a cell whose constraints would make it 80.5 pt is 44")
    func fixedTableRowHeight() throws {
        #expect(try Self.tree("Shopping", in: "\(Self.app)/Main.storyboard") == ["screen: Shopping", "1. Bread  {(0, 59), 393×44}"])
    }

    @Test("Cells made in code size themselves by their constraints, 71 pt each; the header made in code 36.5 pt, below a section header's 38; each row starts where the one before ends")
    func codeCellsAndHeader() throws {
        #expect(try Self.tree("NotesViewController") == [
            "screen: Notes",
            "1. This week  {(16, 67), 78×20.5}  [staticText]",
            "2. Milk, Buy today  {(0, 95.5), 393×71}",
            "3. Eggs, Buy today  {(0, 166.5), 393×71}",
        ])
    }

    @Test("A rowHeight the code fixes wins: 80 pt rows")
    func codeRowHeight() throws {
        #expect(try Self.tree("PinnedRowsViewController") == [
            "screen: Pinned", "1. Milk, Buy today  {(0, 59), 393×80}", "2. Eggs, Buy today  {(0, 139), 393×80}",
        ])
    }

    @Test("tableView(_:heightForRowAt:) wins, row by row: 90 then 100 pt")
    func delegateHeights() throws {
        #expect(try Self.tree("DelegateHeightsViewController") == [
            "screen: Delegate", "1. Milk, Buy today  {(0, 59), 393×90}", "2. Eggs, Buy today  {(0, 149), 393×100}",
        ])
    }

    @Test("A diffable data source's rows take what the class's tableView(_:heightForRowAt:) says: 120 pt")
    func diffableDelegateHeights() throws {
        #expect(try Self.tree("DiffableHeightsViewController") == [
            "screen: Diffable", "1. Milk, Buy today  {(0, 59), 393×120}", "2. Eggs, Buy today  {(0, 179), 393×120}",
        ])
    }

    @Test("Constraints that give the cell no height: UIKit's default 44 pt rows")
    func noDeterminingConstraints() throws {
        #expect(try Self.tree("LooseRowsViewController") == [
            "screen: Loose", "1. Anything  {(0, 59), 393×44}", "2. Anything  {(0, 103), 393×44}",
        ])
    }

    @Test("VoiceOver moves through the self-sized rows in order, the header first; a touch at 190 pt, inside the second 71 pt row (166.5 to 237.5), lands on it")
    func focusAndHitTest() throws {
        let script = #"first; expect "This week"; next; expect "Milk, Buy today"; next; expect "Eggs, Buy today"; first; touch 200 190; expect-focus "Eggs, Buy today""#
        let output = try CommandRunner.run(["run", Self.app, "--scene", "NotesViewController", "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test("The HTML report draws each row at its solved height, one below the other")
    func htmlReport() throws {
        let output = try CommandRunner.run(["audit", "\(Self.app)/Main.storyboard", "--format", "html"])
        for rect in [#"y="59" width="393" height="65""#, #"y="124" width="393" height="42.5""#, #"y="166.5" width="393" height="60""#] {
            #expect(output.stdout.contains(#"<rect x="0" "# + rect), "\(rect)")
        }
    }

    // Re-solved on another device and text size (issue 30 items 3–4). A Body line is 17 pt × 1.193
    // = 20.5 pt at the default size, 53 pt × 1.193 = 63.5 at accessibilityExtraExtraExtraLarge; the
    // 17 pt text "Fold the beaten egg whites into the batter" takes one line 358 pt or more wide and
    // two (41 pt) at 285 or 288.

    static let largest = ["--content-size", "accessibilityExtraExtraExtraLarge"]

    @Test("Interface Builder's cells at the largest accessibility size: the Body label's row grows from 11 + 20.5 + 11 = 42.5 to 11 + 63.5 + 11 = 85.5 pt; the fixed 17 pt label's row stays 42.5, the fixed and unsized rows keep theirs")
    func storyboardCellsAtLargestSize() throws {
        #expect(try Self.tree("Reading", in: "\(Self.app)/Main.storyboard") == [
            "screen: Reading",
            "1. Whisk  {(0, 59), 393×42.5}",
            "2. Fold the beaten egg whites into the batter  {(0, 101.5), 393×42.5}",
        ])
        #expect(try Self.tree("Reading", in: "\(Self.app)/Main.storyboard", Self.largest) == [
            "screen: Reading",
            "1. Whisk  {(0, 59), 393×85.5}",
            "2. Fold the beaten egg whites into the batter  {(0, 144.5), 393×42.5}",
        ])
        #expect(try Self.tree("Recipes", in: "\(Self.app)/Main.storyboard", Self.largest).suffix(2) == [
            "3. Serve warm  {(0, 166.5), 393×60}",
            "4. Enjoy  {(0, 226.5), 393×44}",
        ])
    }

    @Test("Interface Builder's cells on a narrower and a wider phone: the wrapping label's row is 11 + 41 + 11 = 63 pt on a 320 pt iPhone SE (its content 317 − 2 × 16 = 285 pt wide), 42.5 on a 430 pt one; in landscape as wide as the screen")
    func storyboardCellsOnOtherDevices() throws {
        // The rows start below each phone's own safe area: the 320 pt phone's 20 pt status bar, the
        // 430 pt one's 59 pt sensor housing (Device.safeAreaInsets, docs/layout.md "Safe area and margins").
        #expect(try Self.tree("Reading", in: "\(Self.app)/Main.storyboard", ["--device", "retina4_0"]).last
                == "2. Fold the beaten egg whites into the batter  {(0, 62.5), 320×63}")
        #expect(try Self.tree("Reading", in: "\(Self.app)/Main.storyboard", ["--device", "retina6_72"]).last
                == "2. Fold the beaten egg whites into the batter  {(0, 101.5), 430×42.5}")
        #expect(try Self.tree("Recipes", in: "\(Self.app)/Main.storyboard", ["--landscape"]).dropFirst().first
                == "1. Preheat the oven, Ten minutes  {(0, 0), 852×65}")
    }

    @Test("Cells and a header made in code at the largest accessibility size: the header 8 + 63.5 + 8 = 79.5 pt, each row 12 + 63.5 + 6 + 20.5 + 12 = 114 pt (71 at the default size); cells without text styles keep 71")
    func codeCellsAtLargestSize() throws {
        #expect(try Self.tree("ReadingNotesViewController") == [
            "screen: Reading notes",
            "1. To buy  {(16, 67), 52×20.5}  [staticText]",
            "2. Milk, Fold the beaten egg whites into the batter  {(0, 95.5), 393×71}",
            "3. Eggs, Fold the beaten egg whites into the batter  {(0, 166.5), 393×71}",
        ])
        #expect(try Self.tree("ReadingNotesViewController", in: Self.app, Self.largest) == [
            "screen: Reading notes",
            "1. To buy  {(16, 67), 157×63.5}  [staticText]",
            "2. Milk, Fold the beaten egg whites into the batter  {(0, 138.5), 393×114}",
            "3. Eggs, Fold the beaten egg whites into the batter  {(0, 252.5), 393×114}",
        ])
        #expect(try Self.tree("NotesViewController", in: Self.app, Self.largest).last == "3. Eggs, Buy today  {(0, 166.5), 393×71}")
    }

    @Test("Cells made in code on a 320 pt iPhone SE: the body wraps at 320 − 2 × 16 = 288 pt, so a row is 12 + 20.5 + 6 + 41 + 12 = 91.5 pt; on a 430 pt phone 71")
    func codeCellsOnOtherDevices() throws {
        // Each row starts where the one above ends: 56.5 + 91.5 = 148 (below the header's 36.5 pt under a 20 pt status bar).
        #expect(try Self.tree("ReadingNotesViewController", in: Self.app, ["--device", "retina4_0"]).suffix(2) == [
            "2. Milk, Fold the beaten egg whites into the batter  {(0, 56.5), 320×91.5}",
            "3. Eggs, Fold the beaten egg whites into the batter  {(0, 148), 320×91.5}",
        ])
        #expect(try Self.tree("ReadingNotesViewController", in: Self.app, ["--device", "retina6_72"]).last
                == "3. Eggs, Fold the beaten egg whites into the batter  {(0, 166.5), 430×71}")
    }

    @Test("The audit at the largest accessibility size draws the Body row 85.5 pt high and the row below it from 144.5; at the default size 42.5 and 101.5")
    func auditAtBothSizes() throws {
        let large = try CommandRunner.run(["audit", "\(Self.app)/Main.storyboard", "--format", "html"] + Self.largest)
        #expect(large.stdout.contains(#"<rect x="0" y="59" width="393" height="85.5""#))
        #expect(large.stdout.contains(#"<rect x="0" y="144.5" width="393" height="42.5""#))
        let standard = try CommandRunner.run(["audit", "\(Self.app)/Main.storyboard", "--format", "html"])
        #expect(standard.stdout.contains(#"<rect x="0" y="59" width="393" height="42.5""#))
        #expect(standard.stdout.contains(#"<rect x="0" y="101.5" width="393" height="42.5""#))
        #expect(!standard.stdout.contains(#"height="85.5""#))
    }
}
