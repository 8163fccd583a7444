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
