/// Why the solver refused a request; each case names the constraint or variable concerned.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added. The solver is left
    /// as it was before the call.
    case unsatisfiable(Constraint)
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, was removed, or was added for good (`permanent`, which the
    /// solver does not keep).
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a suggestion is a wish, not a fact.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            return "the required constraint \(constraint) contradicts the required constraints already added; lower its priority or remove one of the others"
        case .duplicateConstraint(let constraint):
            return "the constraint \(constraint) was added already; add each constraint once"
        case .unknownConstraint(let constraint):
            return "the constraint \(constraint) is not in the solver (never added, removed, or added permanent); add it, without permanent:, before removing it"
        case .duplicateEditVariable(let variable):
            return "\(variable) is an edit variable already; remove it before adding it again"
        case .unknownEditVariable(let variable):
            return "\(variable) is not an edit variable; add it with addEditVariable before suggesting a value"
        case .requiredEditVariable(let variable):
            return "\(variable) cannot be edited at required strength; use strong or weaker"
        }
    }
}
