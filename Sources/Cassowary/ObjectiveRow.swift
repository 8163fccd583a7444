/// The objective the solver minimises (the weighted errors, paper §3): a constant and a coefficient
/// for every symbol, dense — an array indexed by the symbol's number — since it holds the errors of
/// every non-required constraint and is read and changed at every pivot.
struct ObjectiveRow {
    var constant = 0.0
    /// The coefficient of the symbol numbered `i` at `i`; zero for a symbol the objective does not hold.
    private var coefficients: [Double] = []

    func coefficient(of symbol: Symbol) -> Double {
        symbol.id < coefficients.count ? coefficients[symbol.id] : 0
    }

    /// Adds `change` to the coefficient of `symbol` (a result near zero is zero) and returns it.
    mutating func add(_ change: Double, to symbol: Symbol) -> Double {
        if symbol.id >= coefficients.count {
            coefficients.append(contentsOf: repeatElement(0, count: symbol.id - coefficients.count + 1))
        }
        let new = coefficients[symbol.id] + change
        coefficients[symbol.id] = Row.isNearZero(new) ? 0 : new
        return coefficients[symbol.id]
    }

    /// Takes `symbol` out of the objective; its coefficient, or nil when it had none.
    mutating func remove(_ symbol: Symbol) -> Double? {
        let coefficient = self.coefficient(of: symbol)
        guard coefficient != 0 else { return nil }
        coefficients[symbol.id] = 0
        return coefficient
    }
}
