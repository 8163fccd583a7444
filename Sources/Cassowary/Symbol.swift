/// A column of the tableau: an external variable, or one of the variables the solver adds (paper §3).
///
/// Symbols are numbered in the order the solver creates them; every choice between symbols takes
/// the lowest number, which makes the solver's answers the same on every run and keeps the simplex
/// from cycling (Bland's rule).
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// A variable of the caller's; unrestricted in sign.
        case external
        /// The slack of an inequality; at least zero.
        case slack
        /// The error of a non-required constraint (one for each direction); at least zero.
        case error
        /// The marker of a required equality: always zero, never pivoted on.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the symbol is restricted to values at least zero (all but externals).
    var isRestricted: Bool { kind != .external }
    /// Whether the simplex may pivot on it (slacks and errors).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
