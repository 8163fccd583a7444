extension Solver {
    /// Whether the constraints leave `variable` free: another value would satisfy them equally well.
    ///
    /// At the optimum every variable is a row of parametric symbols held at zero. The variable is
    /// determined when none of them can move without making the solution worse: a dummy never moves;
    /// a symbol with a cost in the objective makes it worse; a cost-free symbol moves freely unless a
    /// restricted row already at zero blocks the direction it could move in (slacks and errors only
    /// grow; external variables move either way). A variable no constraint mentions is free. This is
    /// the first-order test UIKit's `hasAmbiguousLayout` answers; combined moves of several symbols
    /// that a degenerate tableau blocks only together are counted as free.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbols[variable] else { return true }
        guard let row = rows[symbol.id] else { return isFree(symbol) }
        return row.cells.contains { isFree($0.symbol) }
    }

    private func isFree(_ symbol: Symbol) -> Bool {
        guard symbol.kind != .dummy, Row.isNearZero(objective.coefficient(of: symbol)) else { return false }
        let directions: [Double] = symbol.isRestricted ? [1] : [1, -1]
        return directions.contains { direction in
            columns[symbol.id].allSatisfy { basic in
                guard basic.isRestricted, let row = rows[basic.id], Row.isNearZero(row.constant) else { return true }
                return row.coefficient(of: symbol) * direction >= 0
            }
        }
    }
}
