/// A linear expression: a constant plus variables each times a coefficient.
///
/// Terms keep the order they were first written in, so that the solver meets the variables of a
/// constraint in the same order on every run (its choices, and so ambiguous layouts, stay the same).
public struct Expression: Sendable, CustomStringConvertible {
    /// The variables with their coefficients, each variable once, in the order first written.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, times: term.coefficient) }
    }

    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Adds `coefficient × variable`, merging it with the variable's term if there is one.
    public mutating func add(_ variable: Variable, times coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    public var description: String {
        var parts = terms.map { term in term.coefficient == 1 ? term.variable.name : "\(term.coefficient)·\(term.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        var sum = lhs
        for term in rhs.terms { sum.add(term.variable, times: term.coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}
