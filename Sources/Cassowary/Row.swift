/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, sparse (paper §3).
struct Row {
    var constant: Double
    /// The parametric symbols of the row and their coefficients; never a zero coefficient.
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// Coefficients closer to zero than this are zero (the solver works in points; 1e-8 is far below
    /// anything a layout distinguishes, and far above the rounding of its sums).
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels. Returns whether the symbol
    /// entered the row (+1), left it (-1) or neither (0).
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        if let old = cells[symbol] {
            let new = old + coefficient
            if Row.isNearZero(new) {
                cells[symbol] = nil
                return -1
            }
            cells[symbol] = new
            return 0
        }
        guard !Row.isNearZero(coefficient) else { return 0 }
        cells[symbol] = coefficient
        return 1
    }

    /// Turns `basic = self` into `symbol = …`, where `symbol` is one of the cells (paper §3, pivoting):
    /// the row afterwards holds `basic` with coefficient -1/c, the others divided by -c.
    mutating func solve(for symbol: Symbol, basic: Symbol?) {
        let coefficient = cells.removeValue(forKey: symbol) ?? 1
        if let basic { cells[basic] = -1 }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// The row negated (for a constraint kept as `0 = row` to be read as `row = 0` the other way).
    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Whether every cell is a dummy (a row of required equalities only).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
