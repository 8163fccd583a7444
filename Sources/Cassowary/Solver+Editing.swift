extension Solver {
    /// Makes `variable` editable: ``suggestValue(_:for:)`` then asks for values at `strength`, which
    /// must be weaker than required (paper §4.1: an edit is an equality `variable == value` whose
    /// constant changes).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable, .equal, 0, strength: strength, name: "edit \(variable.name)")
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, tag: tags[constraint]!, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `value` for an edit variable; the tableau's constants move by the difference and the
    /// dual simplex makes it feasible and optimal again, without rebuilding anything.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        if rows[marker.id] != nil {
            rows[marker.id]!.constant -= delta
            if rows[marker.id]!.constant < 0 { infeasibleRows.append(marker) }
        } else if let other = edit.tag.other, rows[other.id] != nil {
            rows[other.id]!.constant += delta
            if rows[other.id]!.constant < 0 { infeasibleRows.append(other) }
        } else {
            for basic in columns[marker.id].sorted() {
                rows[basic.id]!.constant += delta * rows[basic.id]!.coefficient(of: marker)
                if basic.isRestricted, rows[basic.id]!.constant < 0 { infeasibleRows.append(basic) }
            }
        }
        dualOptimize()
    }
}
