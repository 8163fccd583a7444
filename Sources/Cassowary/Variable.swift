/// An unknown the solver finds a value for: a view's left edge, a width.
///
/// Variables are compared by identity; the name is only for messages. A variable holds no value of
/// its own — ask the solver that was given it (``Solver/value(of:)``) — so one variable can be shared
/// by several solvers and across threads.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// What the variable stands for, for messages (`"title.left"`).
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name }
}
