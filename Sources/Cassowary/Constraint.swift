/// A linear relation between an expression and zero, with a strength: `expression == 0`, `<= 0` or `>= 0`.
///
/// Constraints are compared by identity, so the same relation added twice is two constraints; the
/// solver removes the one it is given.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    public enum Relation: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// What the constraint stands for, for messages (a storyboard constraint's id and file position).
    public let name: String?

    /// `lhs relation rhs`, kept as `lhs - rhs relation 0`; either side a variable, an expression or a number.
    public init(_ lhs: some LinearTerm, _ relation: Relation, _ rhs: some LinearTerm, strength: Strength = .required, name: String? = nil) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let relation = "\(expression) \(self.relation.rawValue) 0 (\(strength))"
        return name.map { "\($0): \(relation)" } ?? relation
    }
}

/// Something a side of a constraint can be: a variable, an expression or a number.
public protocol LinearTerm {
    var linearExpression: Expression { get }
}

extension Variable: LinearTerm {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearTerm {
    public var linearExpression: Expression { self }
}

extension Double: LinearTerm {
    public var linearExpression: Expression { Expression(constant: self) }
}
