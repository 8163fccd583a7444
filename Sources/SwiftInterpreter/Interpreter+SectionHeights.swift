/// Section header and footer heights the code fixes statically (docs/layout.md, "Section header and
/// footer heights"): what the delegate's `tableView(_:heightForHeaderInSection:)` and
/// `heightForFooterInSection` return for a section, and the table's `sectionHeaderHeight` and
/// `sectionFooterHeight` set to a number during setup. `UITableView.automaticDimension` (-1) or a
/// value known only when the app runs leaves the height to UIKit.
extension Interpreter {
    /// What the data source class's `tableView(_:<label>:)` (`heightForHeaderInSection`,
    /// `heightForFooterInSection`) returns for `section`, when it is one known height of at least 1 pt.
    func sectionHeight(_ label: String, of typeName: String, _ view: Value, _ section: Value,
                       _ call: (FunctionRef, String, (Interpreter) -> [Value]) -> Run) -> Double? {
        guard let function = method("tableView", of: typeName, labels: [nil, label]) else { return nil }
        return Self.fixedHeight(call(function, "tableView(_:\(label):)", { _ in [view, section] }).returned)
    }

    /// The table's `property` (`sectionHeaderHeight`, `sectionFooterHeight`) the setup set to one
    /// known number, as ``fixedRowHeight(in:)`` reads `rowHeight`.
    func fixedTableHeight(_ property: String, in setup: State) -> Double? {
        let heights = Set(setup.objectProperties.values.compactMap { $0[property] })
        guard heights.count == 1, let only = heights.first else { return nil }
        return Self.fixedHeight(only)
    }
}
