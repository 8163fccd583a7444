/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, sparse (paper §3).
///
/// The cells are an array kept in symbol order, not a hash table: rows of a layout hold a handful of
/// symbols, so a binary search finds one, and adding one row to another is a single merge of two
/// sorted arrays (one allocation) instead of a hash insertion per cell.
struct Row {
    /// A symbol of the row and its coefficient.
    struct Cell {
        let symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    /// The parametric symbols of the row and their coefficients, by increasing symbol number; never a
    /// zero coefficient.
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// Coefficients closer to zero than this are zero (the solver works in points; 1e-8 is far below
    /// anything a layout distinguishes, and far above the rounding of its sums).
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol`'s cell is, or would be inserted to keep the order.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels. Returns whether the symbol
    /// entered the row (+1), left it (-1) or neither (0).
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let new = cells[index].coefficient + coefficient
            if Row.isNearZero(new) {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = new
            return 0
        }
        guard !Row.isNearZero(coefficient) else { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Takes `symbol`'s cell out of the row; its coefficient, or nil when the row does not hold it.
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor × other` (constant and cells) in one merge, telling `changed` of each symbol that
    /// entered the row (+1) or left it (-1).
    mutating func add(_ other: Row, times factor: Double, changed: (Symbol, Int) -> Void = { _, _ in }) {
        constant += other.constant * factor
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0, theirs = 0
        while mine < cells.count || theirs < other.cells.count {
            let own = mine < cells.count ? cells[mine] : nil
            let added = theirs < other.cells.count ? other.cells[theirs] : nil
            if let own, added.map({ own.symbol.id < $0.symbol.id }) ?? true {
                merged.append(own)
                mine += 1
            } else if let added, own.map({ added.symbol.id < $0.symbol.id }) ?? true {
                let coefficient = added.coefficient * factor
                if !Row.isNearZero(coefficient) {
                    merged.append(Cell(symbol: added.symbol, coefficient: coefficient))
                    changed(added.symbol, 1)
                }
                theirs += 1
            } else if let own, let added {
                let coefficient = own.coefficient + added.coefficient * factor
                if Row.isNearZero(coefficient) {
                    changed(own.symbol, -1)
                } else {
                    merged.append(Cell(symbol: own.symbol, coefficient: coefficient))
                }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    /// Replaces `symbol`, if the row holds it, by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = remove(symbol) else { return }
        add(row, times: coefficient)
    }

    /// Turns `basic = self` into `symbol = …`, where `symbol` is one of the cells (paper §3, pivoting):
    /// the row afterwards holds `basic` with coefficient -1/c, the others divided by -c.
    mutating func solve(for symbol: Symbol, basic: Symbol?) {
        let coefficient = remove(symbol) ?? 1
        if let basic { insert(basic, -1) }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// The row negated (for a constraint kept as `0 = row` to be read as `row = 0` the other way).
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Whether every cell is a dummy (a row of required equalities only).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}
