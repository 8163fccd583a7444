import AccessibilityTree

/// A data table's cells and headers, as ``SceneDecoder`` reads them back.
extension SceneEncoder {
    static func encode(dataTableCell cell: AccessibilityDataTableCellRanges) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("row", cell.rows.lowerBound)
        object.add("column", cell.columns.lowerBound)
        object.add("rowSpan", cell.rows.count, unless: 1)
        object.add("columnSpan", cell.columns.count, unless: 1)
        return object.value
    }

    static func encode(dataTable table: DataTableSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("rowHeaders", list: table.rowHeaders.map { encode(headers: $0, of: "row") })
        object.add("columnHeaders", list: table.columnHeaders.map { encode(headers: $0, of: "column") })
        return object.value
    }

    private static func encode(headers: DataTableSpec.Headers, of what: String) -> JSONValue {
        .object([(what, .number(Double(headers.index))), ("elements", .array(headers.elements.map(JSONValue.string)))])
    }
}
