import Testing
@testable import SceneLoader
import AccessibilityTree

/// docs/voiceover.md §4 "Data tables" from a scene file (docs/scene-format.md, "Data tables"): each cell's rows
/// and columns and the table's header elements, read, spoken, written back and checked.
@MainActor
@Suite("Data tables in scenes")
struct DataTableSceneTests {
    /// A two-by-two table with a header row, a row header and a cell spanning two rows.
    nonisolated static func scene(table: String = "{containerType: dataTable, dataTable: {rowHeaders: [{row: 1, elements: [june]}], columnHeaders: [{column: 1, elements: [rain]}]}}",
                      cell: String = "{row: 1, column: 1, rowSpan: 2}") -> String {
        """
        root: weather
        controllers:
          weather:
            view:
              subviews:
                - type: view
                  id: grid
                  frame: [0, 100, 390, 120]
                  accessibility: \(table)
                  subviews:
                    - {type: label, id: rain, text: Rain, frame: [200, 0, 170, 30], accessibility: {dataTableCell: {row: 0, column: 1}}}
                    - {type: label, id: june, text: June, frame: [16, 40, 170, 30], accessibility: {dataTableCell: {row: 1, column: 0}}}
                    - {type: label, text: 40 mm, frame: [200, 40, 170, 30], accessibility: {dataTableCell: \(cell)}}
        """
    }

    @Test("Cells and headers are read, set on the objects and spoken: headers, Row R, Column C, spans")
    func readAndSpoken() throws {
        let loaded = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("weather.yaml", Self.scene()))
        #expect(TestSupport.phrases(loaded) == ["Rain, Row 1, Column 2", "June, Row 2, Column 1",
                                                "June, Rain, 40 mm, Column 2, Spans 2 rows"])
        let cell = try #require(TestSupport.element(loaded, "June, Rain"))
        #expect(cell.accessibilityDataTableCellRanges == AccessibilityDataTableCellRanges(rows: 1..<3, columns: 1..<2))
        let grid = try #require((cell as? View)?.superview)
        #expect(grid.accessibilityDataTableHeaders?.columns[1]?.map(\.accessibilityLabel) == ["Rain"])
        #expect(grid.accessibilityDataTableHeaders?.rows[1]?.map(\.accessibilityLabel) == ["June"])
    }

    @Test("A data table decodes to the same scene after encoding, spans left out when 1")
    func roundTrip() throws {
        let original = try DocumentLoader.load(TestSupport.temporaryFile("weather.yaml", Self.scene())).document
        let json = SceneEncoder.encode(original)
        #expect(json.contains("rowSpan"), "\(json)")
        #expect(!json.contains("columnSpan"))
        let decoded = try DocumentLoader.load(TestSupport.temporaryFile("weather.json", json)).document
        #expect(decoded == original)
        #expect(SceneEncoder.encode(decoded) == json)
    }

    @Test("Bad cells and headers are errors that say what to write", arguments: [
        (Self.scene(cell: "{row: -1, column: 0}"), "'row'"),
        (Self.scene(cell: "{row: 1}"), "needs 'column'"),
        (Self.scene(cell: "{row: 9999, column: 0, rowSpan: 2}"), "'rowSpan'"),
        (Self.scene(cell: "{row: 1, column: 1, colSpan: 2}"), "unknown key 'colSpan' in 'dataTableCell'"),
        (Self.scene(table: "{dataTable: {columnHeaders: [{column: 1, elements: [rain]}]}}"), "add 'containerType: dataTable'"),
        (Self.scene(table: "{containerType: dataTable, dataTable: {columnHeaders: [{column: 1, elements: [snow]}]}}"),
         "names the header 'snow', which is not an element of controller 'weather'"),
        (Self.scene(table: "{containerType: dataTable, dataTable: {columnHeaders: [{column: 1, elements: [grid]}]}}"), "contains the table"),
        (Self.scene(table: "{containerType: dataTable, dataTable: {rowHeaders: [{row: 1, elements: [june]}, {row: 1, elements: [rain]}]}}"),
         "the headers of row 1 are given twice"),
    ])
    func errors(yaml: String, expected: String) throws {
        let error = try TestSupport.loadError("weather.yaml", yaml)
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        #expect(error?.location?.line != nil, "the error names a line: \(String(describing: error))")
    }
}

