import Testing

/// Issue 30: collection items that size themselves (docs/layout.md, "Self-sizing collection items").
/// The fixture (Fixtures/SelfSizingItemsApp) is laid out on a 393×852 phone: the collection's content
/// starts below the 59 pt safe area, its items 10 pt in from its edges and 10 pt apart (the model's
/// spacing, Interface Builder's `minimumInteritemSpacing`); a label of 17 pt is 20.5 pt high. Each
/// size worked out by hand in the fixture's comments.
@Suite("Self-sizing collection items")
struct SelfSizingItemsTests {
    static let storyboard = "Tests/a11ysimTests/Fixtures/SelfSizingItemsApp/Main.storyboard"

    static func tree(_ scene: String, _ options: [String] = []) throws -> [String] {
        let output = try CommandRunner.run(["tree", storyboard, "--scene", scene] + options)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("Auto Layout cannot place"), "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Estimate Size Automatic: 120×40.5 and 166×36.5 on the first line (10 + 120 + 10 + 166 + 10 = 316 pt), the 220 pt item wraps (316 + 220 + 10 > 393); the line is as tall as its tallest item, the shorter centred in it (69 + 2); the item its constraints do not size keeps 50×50, centred on the second line (119.5 + 7.5)")
    func automaticSize() throws {
        #expect(try Self.tree("Pantry") == [
            "screen: Pantry",
            "1. Tomatoes  {(10, 69), 120×40.5}",
            "2. Basil  {(140, 71), 166×36.5}",
            "3. Olive oil, Cold pressed  {(10, 119.5), 220×65}",
            "4. Salt  {(240, 127), 50×50}",
        ])
    }

    @Test("A layout that does not estimate sizes: the same cells are all its 50×50 item size, four to a line")
    func fixedItemSize() throws {
        #expect(try Self.tree("Shelf") == [
            "screen: Shelf",
            "1. Tomatoes  {(10, 69), 50×50}",
            "2. Basil  {(70, 69), 50×50}",
            "3. Olive oil, Cold pressed  {(130, 69), 50×50}",
            "4. Salt  {(190, 69), 50×50}",
        ])
    }

    @Test("In landscape (852 pt wide, no safe area above) all four fit one line 65 pt tall: each item centred in it, so VoiceOver, reading by the frames' tops, starts with the tallest")
    func landscape() throws {
        #expect(try Self.tree("Pantry", ["--landscape"]) == [
            "screen: Pantry",
            "1. Olive oil, Cold pressed  {(316, 10), 220×65}",
            "2. Salt  {(546, 17.5), 50×50}",
            "3. Tomatoes  {(10, 22.25), 120×40.5}",
            "4. Basil  {(140, 24.25), 166×36.5}",
        ])
    }

    @Test("At accessibilityExtraExtraExtraLarge the Body label is 63.5 pt high, so its item grows to 8 + 63.5 + 8 = 79.5 pt and the first line with it; the fixed 17 pt labels' items keep their sizes")
    func largestTextSize() throws {
        #expect(try Self.tree("Pantry", ["--content-size", "accessibilityExtraExtraExtraLarge"]) == [
            "screen: Pantry",
            "1. Basil  {(140, 69), 166×79.5}",
            "2. Tomatoes  {(10, 88.5), 120×40.5}",
            "3. Olive oil, Cold pressed  {(10, 158.5), 220×65}",
            "4. Salt  {(240, 166), 50×50}",
        ])
    }

    @Test("Cells of the app's class made in code size themselves through the same fitting: 10 + 100 + 10 = 120 by 10 + 20.5 + 10 = 40.5 pt, on the designed phone and on a 320 pt one (below its 20 pt status bar)")
    func codeCells() throws {
        let folder = "Tests/a11ysimTests/Fixtures/SelfSizingItemsApp"
        for (options, top) in [([String](), "69"), (["--device", "retina4_0"], "30")] {
            let output = try CommandRunner.run(["tree", folder, "--scene", "Tags"] + options)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.split(separator: "\n").map(String.init) == [
                "screen: Tags", "1. Fresh  {(10, \(top)), 120×40.5}", "2. Local  {(140, \(top)), 120×40.5}",
            ])
        }
    }

    @Test("A flow layout made in code: estimatedItemSize = UICollectionViewFlowLayout.automaticSize makes the cells 120×40.5 over its 80×60 itemSize; without an estimate every item is the itemSize, 10 + 80 + 10 = 100 pt apart")
    func flowLayoutMadeInCode() throws {
        let folder = "Tests/a11ysimTests/Fixtures/SelfSizingItemsApp"
        let estimated = try CommandRunner.run(["tree", folder, "--scene", "FlowTagsViewController"])
        #expect(estimated.stdout.split(separator: "\n").map(String.init) == [
            "screen: Flow tags", "1. Fresh  {(10, 69), 120×40.5}", "2. Local  {(140, 69), 120×40.5}",
        ], "\(estimated.stderr)")
        let fixed = try CommandRunner.run(["tree", folder, "--scene", "FixedFlowTagsViewController"])
        #expect(fixed.stdout.split(separator: "\n").map(String.init) == [
            "screen: Fixed tags", "1. Fresh  {(10, 69), 80×60}", "2. Local  {(100, 69), 80×60}",
        ], "\(fixed.stderr)")
    }

    @Test("A flow layout's headerReferenceSize fixes its header made in code at 50 pt (not the 36.5 its constraints would give): its title laid out 8 pt in at 50 − 16 = 34 pt, the item 10 pt below the header, at 69 + 50 + 10 = 129")
    func headerReferenceSize() throws {
        let output = try CommandRunner.run(["tree", "Tests/a11ysimTests/Fixtures/SelfSizingItemsApp", "--scene", "HeaderTagsViewController"])
        #expect(output.stdout.split(separator: "\n").map(String.init) == [
            "screen: Header tags", "1. My tags  {(16, 77), 62×34}  [staticText]", "2. Fresh  {(10, 129), 120×40.5}",
        ], "\(output.stderr)")
    }

    @Test("collectionView(_:layout:sizeForItemAt:) gives each item its own size over the layout's 80×60 itemSize: 150×44, then 90×44 at 10 + 150 + 10 = 170")
    func delegateItemSizes() throws {
        let output = try CommandRunner.run(["tree", "Tests/a11ysimTests/Fixtures/SelfSizingItemsApp", "--scene", "SizedTagsViewController"])
        #expect(output.stdout.split(separator: "\n").map(String.init) == [
            "screen: Sized tags", "1. Fresh  {(10, 69), 150×44}", "2. Local  {(170, 69), 90×44}",
        ], "\(output.stderr)")
    }

    @Test("A touch inside the wrapped item's solved frame (20, 150: inside 10…230 × 119.5…184.5) lands on it, not on the 50 pt grid's third item")
    func hitTest() throws {
        let script = #"first; touch 20 150; expect-focus "Olive oil, Cold pressed""#
        let output = try CommandRunner.run(["run", Self.storyboard, "--scene", "Pantry", "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }
}
