/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted, added and
/// removed one at a time, with edit variables whose suggested values re-solve quickly.
///
/// The algorithm is Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm" (ACM TOCHI 8(4), 2001): a simplex tableau in solved form kept optimal for the weighted
/// errors of the non-required constraints (§3); a constraint is added by choosing a subject for its
/// row or, failing that, through an artificial variable (§3.2 and §4); a suggested edit value changes
/// the row constants and the dual simplex restores feasibility (§4.1).
///
/// Symbols are numbered densely as they are made, so the tableau's rows, its columns and the
/// objective are arrays indexed by symbol number, not hash tables; a row is its cells in symbol
/// order, and every column knows the rows it appears in, so a pivot touches only the rows that hold
/// the entering symbol: screens of tens of thousands of constraints solve in time close to linear in
/// their number.
public final class Solver {
    /// The symbols a constraint added: its marker (slack, dummy or positive error) and, for
    /// non-required constraints, its other error.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    /// Which objective ``optimize(_:)`` minimises.
    enum Objective {
        case main
        case artificial
    }

    var tags: [Constraint: Tag] = [:]
    /// The row of each basic symbol, at the symbol's number; nil for the others.
    var rows: [Row?] = [nil]
    /// For each parametric symbol, at its number, the basic symbols whose rows hold it (in no order).
    var columns: [[Symbol]] = [[]]
    var symbols: [Variable: Symbol] = [:]
    var edits: [Variable: Edit] = [:]
    var infeasibleRows: [Symbol] = []
    /// The weighted errors the solver minimises, in parametric symbols; change it only through
    /// ``adjustObjective(_:by:)`` and ``substituteInObjective(_:with:)``, which keep ``improving``.
    var objective = ObjectiveRow()
    /// The objective's symbols with negative coefficients (those that can enter in ``optimize(_:)``),
    /// so that re-optimising after each of thousands of additions does not scan the whole objective.
    var improving: Set<Symbol> = []
    /// The objective of the artificial variable while a constraint is added through one.
    var artificial: Row?
    private var nextSymbolID = 0

    public init() {}

    /// How many constraints were added for good (``add(_:permanent:)``). The solver keeps no reference
    /// to them: it has nothing to remove, and a screen's tens of thousands of constraints are freed
    /// as soon as they are added instead of all at once with the solver.
    private var permanentCount = 0

    /// How many constraints (edit variables included) the solver holds.
    public var constraintCount: Int { tags.count + permanentCount }

    /// Whether `constraint` is in the solver and can be removed (permanent constraints are not kept).
    public func contains(_ constraint: Constraint) -> Bool { tags[constraint] != nil }

    /// Adds a constraint and re-optimises.
    ///
    /// A `permanent` constraint cannot be removed again, which lets the solver leave out the dummy
    /// marker of a required equality (paper §3.3 keeps it only to find the constraint's row when it is
    /// removed). Every dependent row would otherwise carry the dummies of the whole chain of equalities
    /// it depends on: a column of a thousand views pinned one below another would cost quadratic time.
    /// The solver does not keep a permanent constraint, so it cannot tell one added twice (which is
    /// harmless: the second is redundant) and refuses to remove one as unknown.
    ///
    /// - Throws: ``SolverError/unsatisfiable(_:)`` when a required constraint cannot hold together with
    ///   the required constraints already added (the solver is left as before), or
    ///   ``SolverError/duplicateConstraint(_:)``.
    public func add(_ constraint: Constraint, permanent isPermanent: Bool = false) throws(SolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint, permanent: isPermanent)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.hasOnlyDummies {
            guard Row.isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            // Redundant: implied by the required equalities already there.
            subject = tag?.marker
        }
        if isPermanent, subject == nil, row.hasOnlyDummies {
            permanentCount += 1
            return
        }
        if let subject {
            var solved = row
            solved.solve(for: subject, basic: nil)
            substitute(subject, with: solved)
            insertRow(solved, basic: subject)
        } else if !addWithArtificialVariable(row) {
            optimize(.main)
            throw .unsatisfiable(constraint)
        }
        if isPermanent {
            permanentCount += 1
        } else if let tag {
            tags[constraint] = tag
        }
        optimize(.main)
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it was never added, or added permanent.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = tags.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        removeErrorEffects(tag.marker, weight: constraint.strength.weight)
        if let other = tag.other { removeErrorEffects(other, weight: constraint.strength.weight) }
        if removeRow(basic: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker), var row = removeRow(basic: leaving) {
            row.solve(for: tag.marker, basic: leaving)
            substitute(tag.marker, with: row)
        }
        optimize(.main)
    }

    /// The value the solver gives `variable` now; 0 for a variable it was never given.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol.id]?.constant ?? 0
    }

    /// A new symbol of `kind`, numbered after every earlier one, with its slots in the tableau.
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        rows.append(nil)
        columns.append([])
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The constraint as a row of the current tableau (basic variables replaced by their rows), with
    /// its slack, dummy or error symbols; errors enter the objective at the constraint's weight. A
    /// permanent required equality gets no dummy, and so no tag.
    private func makeRow(for constraint: Constraint, permanent: Bool) -> (Row, Tag?) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !Row.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol.id] {
                row.add(basic, times: coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        let weight = constraint.strength.weight
        let tag: Tag?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                adjustObjective(error, by: weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired, permanent {
                tag = nil
            } else if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                adjustObjective(plus, by: weight)
                adjustObjective(minus, by: weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The symbol a new row is solved for (paper §4, "choosing a subject"): an external variable if
    /// it has one (the lowest numbered), else its new slack or error when that has a negative
    /// coefficient (so the row's constant stays its non-negative value); nil when neither will do.
    private func chooseSubject(_ row: Row, tag: Tag?) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        guard let tag else { return nil }
        if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row through an artificial variable minimised to zero (paper §4, the two-phase case);
    /// false when it cannot reach zero, i.e. the required constraint contradicts the others — the
    /// row is then dropped, which leaves the tableau equivalent to what it was.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimize(.artificial)
        let satisfied = Row.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = removeRow(basic: art) {
            // Still basic: when unsatisfied, its row is the new constraint's only trace (its slack
            // cannot have entered elsewhere without the artificial leaving first), so dropping it undoes it.
            guard satisfied else { return false }
            if let entering = artRow.cells.first(where: \.symbol.isPivotable)?.symbol {
                artRow.solve(for: entering, basic: art)
                substitute(entering, with: artRow)
                insertRow(artRow, basic: entering)
            }
        }
        guard satisfied else { return false }
        for basic in columns[art.id] { _ = rows[basic.id]!.remove(art) }
        columns[art.id] = []
        adjustObjective(art, by: -objective.coefficient(of: art))
        return true
    }

    /// Takes the error symbol's weight out of the objective (before its constraint is removed).
    private func removeErrorEffects(_ symbol: Symbol, weight: Double) {
        guard symbol.kind == .error else { return }
        if let row = rows[symbol.id] {
            objective.constant -= row.constant * weight
            for cell in row.cells { adjustObjective(cell.symbol, by: -cell.coefficient * weight) }
        } else {
            adjustObjective(symbol, by: -weight)
        }
    }

    /// The row to pivot a removed constraint's parametric marker into (paper §3.3): a restricted row
    /// that limits it most, else any restricted row holding it, else an unrestricted one.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, basic: Symbol)?, second: (ratio: Double, basic: Symbol)?, third: Symbol?
        for basic in columns[marker.id] {
            let row = rows[basic.id]!
            let coefficient = row.coefficient(of: marker)
            if basic.kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ (ratio, basic.id) < ($0.ratio, $0.basic.id) }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ (ratio, basic.id) < ($0.ratio, $0.basic.id) }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }
}
