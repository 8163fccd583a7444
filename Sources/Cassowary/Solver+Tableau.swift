extension Solver {
    /// Puts `row` in the tableau as the row of `basic`, indexing its columns.
    func insertRow(_ row: Row, basic: Symbol) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    /// Takes the row of `basic` out of the tableau, if it is basic.
    @discardableResult
    func removeRow(basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            columns[symbol]?.remove(basic)
            if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
        }
        return row
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives; restricted rows
    /// whose constants turn negative become infeasible, for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        for basic in (columns.removeValue(forKey: symbol) ?? []).sorted() {
            guard let coefficient = rows[basic]!.cells.removeValue(forKey: symbol) else { continue }
            rows[basic]!.constant += row.constant * coefficient
            for (cell, value) in row.cells {
                switch rows[basic]!.insert(cell, value * coefficient) {
                case 1: columns[cell, default: []].insert(basic)
                case -1:
                    columns[cell]?.remove(basic)
                    if columns[cell]?.isEmpty == true { columns[cell] = nil }
                default: break
                }
            }
            if basic.isRestricted, rows[basic]!.constant < 0 { infeasibleRows.append(basic) }
        }
        substituteInObjective(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Adds `change` to the objective's coefficient of `symbol`.
    func adjustObjective(_ symbol: Symbol, by change: Double) {
        objective.insert(symbol, change)
        if objective.coefficient(of: symbol) < -Row.epsilon, symbol.kind != .dummy {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    private func substituteInObjective(_ symbol: Symbol, with row: Row) {
        guard let coefficient = objective.cells.removeValue(forKey: symbol) else { return }
        improving.remove(symbol)
        objective.constant += row.constant * coefficient
        for (cell, value) in row.cells { adjustObjective(cell, by: value * coefficient) }
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
            case .artificial: artificial?.cells.filter { $0.value < -Row.epsilon && $0.key.kind != .dummy }.keys.min()
            }
            guard let entering else { return }
            var leaving: (ratio: Double, basic: Symbol)?
            for basic in columns[entering] ?? [] where basic.isRestricted {
                let row = rows[basic]!
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
            guard let row = rows[leaving], row.constant < -Row.epsilon else { continue }
            var entering: (ratio: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if entering.map({ (ratio, symbol.id) < ($0.ratio, $0.symbol.id) }) ?? true { entering = (ratio, symbol) }
            }
            guard let entering else { continue }
            pivot(entering: entering.symbol, leaving: leaving)
        }
    }
}

extension Row {
    /// Adds `factor × other` (constant and cells).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.cells { insert(symbol, coefficient * factor) }
    }

    /// Replaces `symbol`, if the row holds it, by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }
}
