import AccessibilityTree

/// A data table's cells and headers (docs/scene-format.md, "Data tables"; docs/voiceover.md §4, "Data tables").
extension SceneDecoder {
    static let dataTableCellKeys = ["row", "column", "rowSpan", "columnSpan"]
    static let dataTableKeys = ["rowHeaders", "columnHeaders"]

    /// The rows and columns are numbered from 0 and end before this, as a scene table's rows do
    /// (``Limits/maximumRows``).
    static let dataTableIndices = 0...(Limits.maximumRows - 1)

    /// `{row, column, rowSpan, columnSpan}`: the spans default to 1, and a cell ends within the table's
    /// numbering.
    func decodeDataTableCell(_ node: SceneNode) throws(SceneLoadError) -> AccessibilityDataTableCellRanges {
        let reader = try MappingReader(node, what: "'dataTableCell'", keys: Self.dataTableCellKeys)
        let row = try ValueReader.int(try reader.required("row"), "'row'", in: Self.dataTableIndices)
        let column = try ValueReader.int(try reader.required("column"), "'column'", in: Self.dataTableIndices)
        let rowSpan = try reader.int("rowSpan", in: 1...Limits.maximumRows - row) ?? 1
        let columnSpan = try reader.int("columnSpan", in: 1...Limits.maximumRows - column) ?? 1
        return AccessibilityDataTableCellRanges(rows: row..<(row + rowSpan), columns: column..<(column + columnSpan))
    }

    /// `{rowHeaders: [{row, elements}], columnHeaders: [{column, elements}]}`, each row or column once.
    func decodeDataTable(_ node: SceneNode) throws(SceneLoadError) -> DataTableSpec {
        let reader = try MappingReader(node, what: "'dataTable'", keys: Self.dataTableKeys)
        return DataTableSpec(rowHeaders: try decodeHeaders(reader["rowHeaders"], of: "row"),
                             columnHeaders: try decodeHeaders(reader["columnHeaders"], of: "column"),
                             mark: SourceMark(node.location))
    }

    private func decodeHeaders(_ node: SceneNode?, of what: String) throws(SceneLoadError) -> [DataTableSpec.Headers] {
        guard let node else { return [] }
        var seen: Set<Int> = []
        return try ValueReader.list(node, "'\(what)Headers'").map { item throws(SceneLoadError) in
            let entry = try MappingReader(item, what: "the headers of a \(what)", keys: [what, "elements"])
            let index = try ValueReader.int(try entry.required(what), "'\(what)'", in: Self.dataTableIndices)
            guard seen.insert(index).inserted else {
                throw SceneLoadError("the headers of \(what) \(index) are given twice; list all of them in one entry", at: item.location)
            }
            return DataTableSpec.Headers(index: index, elements: try entry.strings("elements") ?? [])
        }
    }
}
