import A11yAudit
import AccessibilityTree
import Testing

/// Rows made from one template are double tapped as many times as the first rows of their kind, not
/// once per row: every double tap re-derives the screen, so probing each row of a long table costs the
/// square of its length.
@MainActor
@Suite("Rows of one kind")
struct RowKindTests {
    /// The number of rows of one kind that are double tapped (RowKinds.probedPerKind).
    static let probed = 32

    /// A navigation controller whose root is a table of `count` rows "Row n" that each push "Detail"
    /// (described, as the scene loader describes a row's steps), unless `described` is false; the table
    /// is told which row was selected when `tableHandler` is true.
    static func rowsApp(_ count: Int, described: Bool = true, tableHandler: Bool = false) -> CodeSubject {
        subject("Rows") {
            var navigation: NavigationController!
            let list = ScreenController(title: "Rows") { controller in
                let table = TableView(frame: Rect(x: 0, y: 100, width: 390, height: 700))
                table.sections = [TableSection(cells: (1...count).map { number in
                    let cell = TableViewCell(text: "Row \(number)")
                    cell.onSelect = { navigation.pushViewController(screen("Detail") { [heading("Detail")] }) }
                    if described { cell.selectionDescriptions = ["pushes Detail"] }
                    return cell
                })]
                if tableHandler { table.didSelectRow = { _ in } }
                controller.view.addSubview(table)
            }
            navigation = NavigationController(rootViewController: list)
            return navigation
        }
    }

    @Test("One row past the probed rows of a kind takes the first row's outcome, with the report of probing every row")
    func onePastTheProbedRows() {
        let reused = audit(Self.rowsApp(Self.probed + 1))
        let exhaustive = audit(Self.rowsApp(Self.probed + 1), options: AuditOptions(reusesProbeOutcomes: false))
        #expect(reused.exploration.reused == 1)
        #expect(exhaustive.exploration.reused == 0)
        #expect(reused.exploration.gestures < exhaustive.exploration.gestures)
        #expect(reused.screens == exhaustive.screens)
        #expect(reused.findings == exhaustive.findings)
        #expect(reused.screens.map(\.name) == ["Rows", "Detail"])
    }

    @Test("The double taps of a long table do not grow with its length")
    func longTable() {
        let short = audit(Self.rowsApp(100)), long = audit(Self.rowsApp(400))
        #expect(long.exploration.reused == 400 - Self.probed)
        #expect(long.exploration.gestures == short.exploration.gestures)
        #expect(long.screens.map(\.name) == ["Rows", "Detail"])
    }

    @Test("Rows whose selection runs an undescribed handler, or whose table is told the row, are each double tapped",
          arguments: [(false, false), (true, true)])
    func rowsThatMayDiffer(described: Bool, tableHandler: Bool) {
        let report = audit(Self.rowsApp(Self.probed + 1, described: described, tableHandler: tableHandler))
        #expect(report.exploration.reused == 0)
    }
}
