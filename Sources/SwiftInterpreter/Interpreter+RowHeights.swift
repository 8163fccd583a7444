/// Row heights the code fixes statically (docs/layout.md, "Self-sizing rows"): a table's `rowHeight`
/// set to a number during setup, and what `tableView(_:heightForRowAt:)` returns for a row. A row
/// whose height the code leaves to UIKit (`UITableView.automaticDimension`, the default since iOS
/// 11, or a value known only when the app runs) sizes itself when its cell's constraints give it a height.
extension Interpreter {
    /// The table's `rowHeight` the setup set to one known number (`tableView.rowHeight = 72`); nil
    /// when it set none, set `UITableView.automaticDimension` or a value not known statically, or
    /// set different numbers on different objects (a class with two tables: which is which is not told).
    func fixedRowHeight(in setup: State) -> Double? {
        let heights = Set(setup.objectProperties.values.compactMap { $0["rowHeight"] })
        guard heights.count == 1, let only = heights.first else { return nil }
        return Self.fixedHeight(only)
    }

    /// Gives the rows a diffable data source's provider made the heights the code fixes: what the
    /// class's `tableView(_:heightForRowAt:)` returns for each (a sample row's index path unknown),
    /// else the table's `rowHeight`; the runs of the method come back, for the statements' accounting.
    func fixRowHeights(of sections: inout [CodeTableSection], from setup: State) -> [(entry: String, run: Run)] {
        let function = method("tableView", of: className, labels: [nil, "heightForRowAt"])
        let tableHeight = fixedRowHeight(in: setup)
        var runs: [(entry: String, run: Run)] = []
        for s in sections.indices {
            for r in sections[s].rows.indices {
                var height = tableHeight
                if let function {
                    restore(setup)
                    let sample = sections[s].isSample
                    let arguments = cellArguments(section: sample ? .unknown("section") : .number(Double(s)),
                                                  row: sample ? .unknown("indexPath.row") : .number(Double(r)), rowName: "row")
                    let run = self.run(function, entry: "tableView(_:heightForRowAt:)", arguments: arguments)
                    runs.append(("tableView(_:heightForRowAt:)", run))
                    height = Self.fixedHeight(run.returned) ?? tableHeight
                }
                sections[s].rows[r].height = height
            }
        }
        restore(setup)
        return runs
    }

    /// A height a method returned, when it is fixed: a known number of at least 1 pt, the same on
    /// every path (`UITableView.automaticDimension` is -1: the row sizes itself).
    static func fixedHeight(_ value: Value?) -> Double? {
        switch value {
        case .number(let number)?:
            return number >= 1 && number.isFinite ? number : nil
        case .oneOf(let values)?:
            let heights = Set(values.map { fixedHeight($0) })
            guard heights.count == 1, let only = heights.first else { return nil }
            return only
        default:
            return nil
        }
    }
}
