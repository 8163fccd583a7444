import Testing

/// Issue 30: a table's section header and footer heights as UIKit sets them (docs/layout.md,
/// "Section header and footer heights"). The fixture (Fixtures/SectionHeightsApp) lays a table out on
/// a 393×852 phone below its 59 pt safe area: a header view made in code whose constraints would
/// make it 8 + 20.5 + 8 = 36.5 pt, then two 44 pt rows, so the first row starts at 59 + the header's
/// height.
@Suite("Section header and footer heights")
struct SectionHeightsTests {
    static let app = "Tests/a11ysimTests/Fixtures/SectionHeightsApp"

    static func tree(_ scene: String) throws -> [String] {
        let output = try CommandRunner.run(["tree", app, "--scene", scene])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Interface Builder's sectionHeaderHeight=\"28\" fixes the header view at 28 pt: the rows start at 59 + 28 = 87")
    func storyboardFixedHeight() throws {
        #expect(try Self.tree("Fixed").suffix(2) == ["2. Milk  {(0, 87), 393×44}", "3. Eggs  {(0, 131), 393×44}"])
    }

    @Test("Interface Builder's Automatic (-1): the header view sizes itself, the rows start at 59 + 36.5 = 95.5")
    func storyboardAutomaticHeight() throws {
        #expect(try Self.tree("Automatic").suffix(2) == ["2. Milk  {(0, 95.5), 393×44}", "3. Eggs  {(0, 139.5), 393×44}"])
    }

    @Test("tableView.sectionHeaderHeight = 44 in code: rows from 59 + 44 = 103")
    func codeFixedHeight() throws {
        #expect(try Self.tree("CodeHeaderHeightViewController").suffix(2) == ["2. Milk  {(0, 103), 393×44}", "3. Eggs  {(0, 147), 393×44}"])
    }

    @Test("heightForHeaderInSection's 50 wins over the table's 44: rows from 59 + 50 = 109")
    func delegateHeight() throws {
        #expect(try Self.tree("DelegateHeaderHeightViewController").suffix(2) == ["2. Milk  {(0, 109), 393×44}", "3. Eggs  {(0, 153), 393×44}"])
    }

    @Test("heightForHeaderInSection returning UITableView.automaticDimension leaves the header to size itself: 36.5 pt")
    func delegateAutomaticHeight() throws {
        #expect(try Self.tree("AutomaticHeaderHeightViewController").suffix(2) == ["2. Milk  {(0, 95.5), 393×44}", "3. Eggs  {(0, 139.5), 393×44}"])
    }

    @Test("The delegate's heights fix titled headers and footers too: the title 60 pt, the row below it from 59 + 60 = 119, the footer title 30 pt after the row")
    func titledSections() throws {
        #expect(try Self.tree("TitledSectionsViewController") == [
            "screen: Titled",
            "1. Bakery, heading  {(0, 59), 393×60}  [staticText, header]",
            "2. Bread  {(0, 119), 393×44}",
            "3. Baked daily  {(0, 163), 393×30}  [staticText]",
        ])
    }
}
