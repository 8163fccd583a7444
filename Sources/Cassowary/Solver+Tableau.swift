extension Solver {
    /// Puts `row` in the tableau as the row of `basic`, indexing its columns.
    func insertRow(_ row: Row, basic: Symbol) {
        for cell in row.cells { columns[cell.symbol.id].append(basic) }
        rows[basic.id] = row
    }

    /// Takes the row of `basic` out of the tableau, if it is basic.
    @discardableResult
    func removeRow(basic: Symbol) -> Row? {
        guard let row = rows[basic.id] else { return nil }
        rows[basic.id] = nil
        for cell in row.cells { removeFromColumn(cell.symbol, basic: basic) }
        return row
    }

    /// Forgets that the row of `basic` holds `symbol`.
    private func removeFromColumn(_ symbol: Symbol, basic: Symbol) {
        guard let index = columns[symbol.id].firstIndex(of: basic) else { return }
        columns[symbol.id].swapAt(index, columns[symbol.id].count - 1)
        columns[symbol.id].removeLast()
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives; restricted rows
    /// whose constants turn negative become infeasible, for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        let holders = columns[symbol.id].sorted()
        columns[symbol.id] = []
        for basic in holders {
            guard let coefficient = rows[basic.id]!.remove(symbol) else { continue }
            rows[basic.id]!.add(row, times: coefficient) { cell, change in
                if change > 0 { columns[cell.id].append(basic) } else { removeFromColumn(cell, basic: basic) }
            }
            if basic.isRestricted, rows[basic.id]!.constant < 0 { infeasibleRows.append(basic) }
        }
        substituteInObjective(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Adds `change` to the objective's coefficient of `symbol`.
    func adjustObjective(_ symbol: Symbol, by change: Double) {
        if objective.add(change, to: symbol) < -Row.epsilon, symbol.kind != .dummy {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    private func substituteInObjective(_ symbol: Symbol, with row: Row) {
        guard let coefficient = objective.remove(symbol) else { return }
        improving.remove(symbol)
        objective.constant += row.constant * coefficient
        for cell in row.cells { adjustObjective(cell.symbol, by: cell.coefficient * coefficient) }
    }

    /// Makes `entering` basic in place of `leaving` (paper §3.1, pivoting).
    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(basic: leaving) else { return }
        row.solve(for: entering, basic: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// The primal simplex (paper §3.1): pivots until no symbol of the objective lowers it. The
    /// entering symbol is the lowest numbered with a negative coefficient (Bland's rule, so it cannot
    /// cycle); the leaving row is the restricted row that limits it most. The objectives are sums of
    /// non-negative errors, bounded below, so a leaving row always exists; if none did, the objective
    /// is left where it is.
    func optimize(_ which: Objective) {
        while true {
            let entering = switch which {
            case .main: improving.min()
            case .artificial: artificial?.cells.first { $0.coefficient < -Row.epsilon && $0.symbol.kind != .dummy }?.symbol
            }
            guard let entering else { return }
            var leaving: (ratio: Double, basic: Symbol)?
            for basic in columns[entering.id] where basic.isRestricted {
                let row = rows[basic.id]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if leaving.map({ (ratio, basic.id) < ($0.ratio, $0.basic.id) }) ?? true { leaving = (ratio, basic) }
            }
            guard let leaving else { return }
            pivot(entering: entering, leaving: leaving.basic)
        }
    }

    /// The dual simplex (paper §4.1): after edits made rows infeasible, pivots each back to a
    /// non-negative constant while keeping the objective optimal.
    func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving.id], row.constant < -Row.epsilon else { continue }
            var entering: (ratio: Double, symbol: Symbol)?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
                if entering.map({ (ratio, cell.symbol.id) < ($0.ratio, $0.symbol.id) }) ?? true { entering = (ratio, cell.symbol) }
            }
            guard let entering else { continue }
            pivot(entering: entering.symbol, leaving: leaving)
        }
    }
}
