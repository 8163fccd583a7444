import SwiftSyntax

/// Data tables declared in Swift: a view adopting `UIAccessibilityContainerDataTable` is asked, as
/// VoiceOver asks it, for its row and column counts, the cell element at each place, each cell's rows
/// and columns (`UIAccessibilityContainerDataTableCell`) and the header elements of each row and
/// column (docs/code.md, "Data tables declared in Swift").
extension Interpreter {
    /// What asking the class's data table methods found: the facts (each cell's ranges, the table's
    /// headers), what was left alone, and each method's run for the accounting.
    package struct DataTableReading {
        package var steps: [CodeStep] = []
        package var notes: [CodeNote] = []
        package var runs: [(entry: String, run: Run)] = []
    }

    /// The data table methods of the class, run from the state after setup; nil when the class
    /// declares no `accessibilityRowCount()`, `accessibilityColumnCount()` and
    /// `accessibilityDataTableCellElement(forRow:column:)`.
    package func readDataTable(from setup: State) -> DataTableReading? {
        readDataTable(of: className, this: .object(.this), from: setup)
    }

    /// The data table methods of each view of the app's class that the class's code makes
    /// (`let grid = ScoreGrid(); view.addSubview(grid)`), run with that view as `self` from the state
    /// after setup, in the order the views were made (docs/code.md, "Data tables declared in Swift").
    package func readDataTablesMadeInCode(from setup: State) -> [DataTableReading] {
        createdViews.keys.sorted().compactMap { id in
            guard let view = createdViews[id], view.className != view.uiKitClass, createdInstances[id] != nil else { return nil }
            return readDataTable(of: view.className, this: .object(.created(view.className, id)), from: setup)
        }
    }

    /// The data table methods of `typeName` asked with `this` as `self`.
    private func readDataTable(of typeName: String, this table: Value, from setup: State) -> DataTableReading? {
        guard let rowCount = method("accessibilityRowCount", of: typeName),
              let columnCount = method("accessibilityColumnCount", of: typeName),
              let cellMethod = method("accessibilityDataTableCellElement", of: typeName, labels: ["forRow", "column"]),
              case .object(let tableObject) = table, let tableTarget = tableObject.target else { return nil }
        var reading = DataTableReading()
        // A view made in code names its own class in the explanation (`ScoreGrid.accessibilityHeaderElements`).
        let owner = typeName == className ? "" : typeName + "."
        func ask(_ function: FunctionRef, _ entry: String, _ arguments: [Value] = [], this: Value = table) -> Value? {
            restore(setup)
            let result = run(function, entry: entry, arguments: arguments, this: this)
            reading.runs.append((entry, result))
            return result.returned
        }
        let rows = ask(rowCount, owner + "accessibilityRowCount()").flatMap(position)
        let columns = ask(columnCount, owner + "accessibilityColumnCount()").flatMap(position)
        guard let rows, let columns else {
            reading.notes.append(CodeNote(location: declarationLocation(rowCount),
                                          reason: "accessibilityRowCount(): left alone: the data table's row or column count is not known statically; its cells are read without rows and columns"))
            return reading
        }
        // Each cell element once, at the first place that returns it, with the ranges it gives.
        var cells: [(target: CodeTarget, object: ObjectRef, row: Int, column: Int)] = []
        var asked = 0
        table: for row in 0..<rows {
            for column in 0..<columns {
                guard asked < InterpreterLimits.maximumDataTableCells else {
                    reading.notes.append(CodeNote(location: declarationLocation(cellMethod),
                                                  reason: "accessibilityDataTableCellElement(forRow:column:): left alone: cells past \(InterpreterLimits.maximumDataTableCells) are not asked for"))
                    break table
                }
                asked += 1
                let entry = owner + "accessibilityDataTableCellElement(forRow:column:)"
                guard case .object(let object)? = ask(cellMethod, entry, [.number(Double(row)), .number(Double(column))]),
                      let target = object.target, !cells.contains(where: { $0.target == target }) else { continue }
                cells.append((target, object, row, column))
            }
        }
        for cell in cells {
            // A cell whose class gives no range lies where the table returned it.
            let rowRange = range("accessibilityRowRange", of: cell.object, ask) ?? (cell.row, 1)
            let columnRange = range("accessibilityColumnRange", of: cell.object, ask) ?? (cell.column, 1)
            let found = CodeDataTableCell(row: rowRange.0, column: columnRange.0, rowSpan: rowRange.1, columnSpan: columnRange.1)
            reading.steps.append(CodeStep(.set(cell.target, .dataTableCell(found)), at: declarationLocation(cellMethod),
                                          in: owner + "accessibilityDataTableCellElement(forRow:column:)"))
        }
        var headers = CodeDataTableHeaders()
        if let forRow = method("accessibilityHeaderElements", of: typeName, labels: ["forRow"]) {
            for row in 0..<min(rows, InterpreterLimits.maximumDataTableCells) {
                let elements = targets(ask(forRow, owner + "accessibilityHeaderElements(forRow:)", [.number(Double(row))]))
                if !elements.isEmpty { headers.rows[row] = elements }
            }
        }
        if let forColumn = method("accessibilityHeaderElements", of: typeName, labels: ["forColumn"]) {
            for column in 0..<min(columns, InterpreterLimits.maximumDataTableCells) {
                let elements = targets(ask(forColumn, owner + "accessibilityHeaderElements(forColumn:)", [.number(Double(column))]))
                if !elements.isEmpty { headers.columns[column] = elements }
            }
        }
        if headers != CodeDataTableHeaders() {
            reading.steps.append(CodeStep(.set(tableTarget, .dataTableHeaders(headers)), at: declarationLocation(cellMethod), in: owner + "accessibilityHeaderElements"))
        }
        return reading
    }

    /// A cell's `accessibilityRowRange()` or `accessibilityColumnRange()`, when its class (the app's)
    /// declares it and it returns a known `NSRange`: its location and length.
    func range(_ name: String, of cell: ObjectRef, _ ask: (FunctionRef, String, [Value], Value) -> Value?) -> (Int, Int)? {
        guard let typeName = appType(of: .object(cell)), let function = method(name, of: typeName),
              case .tuple(let parts)? = ask(function, "\(typeName).\(name)()", [], .object(cell)), parts.count == 2,
              let location = position(parts[0]), let length = position(parts[1]), length > 0 else { return nil }
        return (location, length)
    }

    /// The model's objects a header method returned, in order; none for `nil` or anything else.
    private func targets(_ value: Value?) -> [CodeTarget] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard case .object(let object) = item else { return nil }
            return object.target
        }
    }

    /// Where a function of the app is declared.
    func declarationLocation(_ function: FunctionRef) -> CodeLocation {
        let at = function.part.converter.location(for: function.declaration.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: function.part.path, line: at.line, column: at.column)
    }
}
