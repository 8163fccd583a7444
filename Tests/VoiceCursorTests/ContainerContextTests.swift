import Testing
import AccessibilityTree
import VoiceCursor

/// docs/voiceover.md §4, "Data tables … Lists … landmarks …: Spoken on entering/leaving, not fixed to the
/// first/last element."
@MainActor
@Suite("Container context on entering and leaving")
struct ContainerContextTests {
    /// A data table cell, like a `UIAccessibilityContainerDataTableCell`.
    final class Cell: Label, AccessibilityDataTableCell {
        let row: Int, column: Int, rowSpan: Int
        init(_ text: String, row: Int, column: Int, rowSpan: Int = 1) {
            self.row = row
            self.column = column
            self.rowSpan = rowSpan
            super.init(text: text, frame: Rect(x: 20 + Double(column) * 120, y: Double(row) * 50, width: 100, height: 30))
        }
        func accessibilityRowRange() -> Range<Int> { row..<(row + rowSpan) }
        func accessibilityColumnRange() -> Range<Int> { column..<(column + 1) }
    }

    /// A grid of cells whose first row holds the column headers.
    final class Grid: View, AccessibilityDataTable {
        var headers: [AccessibilityObject] = []
        func accessibilityHeaderElements(forRow row: Int) -> [AccessibilityObject] { [] }
        func accessibilityHeaderElements(forColumn column: Int) -> [AccessibilityObject] {
            headers.indices.contains(column) ? [headers[column]] : []
        }
    }

    private func listScreen() -> Application {
        makeApp(ScreenController(title: "Fruit") { view in
            view.addSubview(label("Top", row: 0))
            let list = View(frame: Rect(x: 0, y: 170, width: 390, height: 200))
            list.accessibilityContainerType = .list
            for (index, name) in ["Apples", "Pears", "Plums"].enumerated() {
                list.addSubview(Label(text: name, frame: Rect(x: 20, y: Double(index) * 50, width: 200, height: 30)))
            }
            view.addSubview(list)
            let landmark = View(frame: Rect(x: 0, y: 400, width: 390, height: 100))
            landmark.accessibilityContainerType = .landmark
            landmark.addSubview(Label(text: "Search", frame: Rect(x: 20, y: 0, width: 200, height: 30)))
            landmark.addSubview(Label(text: "Results", frame: Rect(x: 20, y: 50, width: 200, height: 30)))
            view.addSubview(landmark)
            view.addSubview(label("Bottom", row: 8))
        })
    }

    @Test("Swiping forward: the start word on entering, the end word on the last element")
    func forward() {
        let vo = VoiceOver(application: listScreen())
        var spoken: [String] = [vo.focused?.phrase ?? ""]
        for _ in 0..<6 { spoken.append(vo.next().focused?.phrase ?? "") }
        #expect(spoken == ["Top", "Apples, list start", "Pears", "Plums, list end", "Search, landmark", "Results, end", "Bottom"])
    }

    @Test("Swiping back into a list says it starts where focus enters; leaving backwards onto its first element does not")
    func backward() {
        let vo = VoiceOver(application: listScreen())
        vo.last()
        // docs/voiceover.md, "Context on entering and leaving": a landmark's "end" belongs to leaving it.
        #expect(vo.previous().focused?.phrase == "Results, landmark")
        #expect(vo.previous().focused?.phrase == "Search")
        #expect(vo.previous().focused?.phrase == "Plums, list start, list end")
        #expect(vo.previous().focused?.phrase == "Pears")
        #expect(vo.previous().focused?.phrase == "Apples")
        #expect(vo.lastPhrase == "Apples")
    }

    @Test("A data table's cells: column headers first, Row R when focus enters a row, Column C, spans")
    func dataTable() {
        let app = makeApp(ScreenController(title: "Weather") { view in
            let grid = Grid(frame: Rect(x: 0, y: 150, width: 390, height: 200))
            grid.accessibilityContainerType = .dataTable
            let day = Cell("Day", row: 0, column: 0), rain = Cell("Rain", row: 0, column: 1)
            grid.headers = [day, rain]
            for cell in [day, rain, Cell("Monday", row: 1, column: 0, rowSpan: 2), Cell("3 mm", row: 1, column: 1),
                         Cell("5 mm", row: 2, column: 1)] {
                grid.addSubview(cell)
            }
            view.addSubview(grid)
        })
        let vo = VoiceOver(application: app)
        #expect(vo.swipeOrder() == ["Day, Row 1, Column 1", "Rain, Column 2", "Day, Monday, Row 2, Column 1, Spans 2 rows",
                                    "Rain, 3 mm, Column 2", "Rain, 5 mm, Row 3, Column 2"])
        vo.last()
        #expect(vo.previous().focused?.phrase == "Rain, 3 mm, Row 2, Column 2")
        #expect(vo.previous().focused?.phrase == "Day, Monday, Column 1, Spans 2 rows")
    }
}
