/// The cells of a table or collection that is a data table: each row's cell placed by its own class
/// (`UIAccessibilityContainerDataTableCell`), as VoiceOver asks it (docs/code.md, "Data tables in
/// tables and collections").
extension Interpreter {
    /// The fact that places `row`'s cell in its data table: the cell class's `accessibilityRowRange()`
    /// and `accessibilityColumnRange()` run on that row's cell, from the state its cell method left
    /// (what the data source stored on it, such as its index path or its row and column), with the
    /// runs for the accounting. No step when the class (the app's) declares neither method or either
    /// range is not known statically: that cell is read without rows and columns, never a guess.
    func dataTableCellStep(for row: CodeTableRow) -> (step: CodeStep?, runs: [(entry: String, run: Run)]) {
        guard let typeName = row.cellClass, index.declaresType(typeName),
              let rowMethod = method("accessibilityRowRange", of: typeName),
              method("accessibilityColumnRange", of: typeName) != nil else { return (nil, []) }
        let cell = ObjectRef.cell(row.reuseIdentifier, className: typeName)
        let made = snapshot()
        var runs: [(entry: String, run: Run)] = []
        // Each range from the state the cell method left, so one's run does not change the other's.
        let ask = { (function: FunctionRef, entry: String, arguments: [Value], this: Value) -> Value? in
            self.restore(made)
            let result = self.run(function, entry: entry, arguments: arguments, this: this)
            runs.append((entry, result))
            return result.returned
        }
        let rows = range("accessibilityRowRange", of: cell, ask)
        let columns = range("accessibilityColumnRange", of: cell, ask)
        restore(made)
        guard let rows, let columns else {
            if let last = runs.indices.last {
                runs[last].run.notes.append(CodeNote(location: declarationLocation(rowMethod),
                                                     reason: "\(typeName).accessibilityRowRange(): left alone: the cell's rows or columns are not known statically; it is read without rows and columns"))
            }
            return (nil, runs)
        }
        let found = CodeDataTableCell(row: rows.0, column: columns.0, rowSpan: rows.1, columnSpan: columns.1)
        return (CodeStep(.set(.cell(row.reuseIdentifier), .dataTableCell(found)), at: declarationLocation(rowMethod),
                         in: "\(typeName).accessibilityRowRange()"), runs)
    }
}

/// A table or collection view of the app's class whose data table methods name the cells it shows
/// (docs/code.md, "Data tables over a table's own cells"): `IndexPath(row:section:)` and
/// `IndexPath(item:section:)` are index paths the interpreter can read, and `cellForRow(at:)` /
/// `cellForItem(at:)` on the view itself give the cell its data source makes at that index path.
extension Interpreter {
    /// `IndexPath(row:section:)`, `IndexPath(item:section:)`: an index path whose `row` and `item`
    /// (the same index in UIKit) and `section` are what the code gives; any other is unknown.
    func makeIndexPath(_ call: Call) -> Value {
        guard let section = call.argument("section"), let index = call.argument("row") ?? call.argument("item") else {
            return .unknown("IndexPath(…)")
        }
        return .instance(newInstance(of: "IndexPath", fields: ["section": section, "row": index, "item": index]))
    }

    /// `cellForRow(at:)`, `cellForItem(at:)` on the table or collection whose class is run: the cell
    /// at that index path when its section and row are known; unknown for any other, and on any
    /// other view (its cells are the data source's, asked for only by the view's own class).
    func visibleCell(_ call: Call) -> Value {
        guard call.base == .object(.this) || call.base == nil else {
            leaveAlone("calls \(call.name)(at:) on a view other than the table or collection whose class is run: its cells are known only when the app runs")
            return .unknown("\(call.name)(at:)")
        }
        guard case .instance(let id)? = call.argument("at"), let path = state.instances[id], path.typeName == "IndexPath",
              let section = path.fields["section"].flatMap(position), let row = (path.fields["row"] ?? path.fields["item"]).flatMap(position) else {
            return .unknown("\(call.name)(at:) at an index path not known statically")
        }
        return .object(.visibleCell(section: section, row: row))
    }
}
