import Cassowary
import Testing

/// The classic cases of the Cassowary paper and its reference implementations' test suites, each
/// with the values worked out by hand.
@Suite struct SolverTests {
    @Test func requiredEqualitiesChainThroughVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 20))
        try solver.add(Constraint(x + 2, .equal, Expression(y) + 10))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 12)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
    }

    @Test func strongerConstraintWinsOverWeaker() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 100, strength: .weak))
        try solver.add(Constraint(x, .equal, 10, strength: .strong))
        try solver.add(Constraint(x, .equal, 50, strength: .medium))
        #expect(solver.value(of: x) == 10)
    }

    @Test func uikitPrioritiesOrderLikeLayoutPriority() throws {
        let solver = Solver()
        let width = Variable("width")
        // Content hugging (250) wants 60; a 750 constraint wants 200; 750 wins.
        try solver.add(Constraint(width, .equal, 60, strength: Strength(priority: 250)))
        try solver.add(Constraint(width, .greaterThanOrEqual, 200, strength: Strength(priority: 750)))
        #expect(solver.value(of: width) == 200)
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test func inequalitiesHoldTheirBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, 10))
        try solver.add(Constraint(x, .equal, 50, strength: .weak))
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(x, .greaterThanOrEqual, 4))
        try solver.add(Constraint(x, .equal, 0, strength: .strong))
        #expect(solver.value(of: x) == 4)
    }

    @Test func theMidpointOfTwoEndsStaysBetweenThem() throws {
        // The paper's running example (§2): xm = (xl + xr)/2, xl + 10 <= xr, 0 <= xl, xr <= 100.
        let solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.add(Constraint(2 * middle, .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.add(Constraint(right, .lessThanOrEqual, 100))
        try solver.add(Constraint(left, .greaterThanOrEqual, 0))
        try solver.add(Constraint(middle, .equal, 50, strength: .weak))
        try solver.add(Constraint(left, .equal, 30, strength: .weak))
        #expect(solver.value(of: middle) == 50)
        #expect(solver.value(of: left) == 30)
        #expect(solver.value(of: right) == 70)
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(95, for: middle)
        // The right end stops at 100, so the middle can reach only (xl + 100)/2 with xl <= 90.
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: middle) == 95)
        #expect(solver.value(of: left) == 90)
        try solver.suggestValue(2, for: middle)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: middle) == 5)
        #expect(solver.value(of: right) == 10)
    }

    @Test func editsMoveAVariableAndItsDependents() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(width, .equal, 100))
        try solver.addEditVariable(left, strength: .strong)
        for value in [0.0, 37, -12.5, 1000] {
            try solver.suggestValue(value, for: left)
            #expect(solver.value(of: left) == value)
            #expect(solver.value(of: right) == value + 100)
        }
        try solver.removeEditVariable(left)
        #expect(!solver.hasEditVariable(left))
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.suggestValue(1, for: left) }
        #expect(throws: SolverError.requiredEditVariable(left)) { try solver.addEditVariable(left, strength: .required) }
    }

    @Test func anUnsatisfiableRequiredConstraintIsNamedAndLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        let contradiction = Constraint(x, .lessThanOrEqual, 5, name: "x-max")
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction) }
        #expect(!solver.contains(contradiction))
        let message = SolverError.unsatisfiable(contradiction).description
        #expect(message.contains("x-max"))
        // The solver still works, with the contradiction gone.
        try solver.add(Constraint(x, .equal, 20, strength: .weak))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 25)
        try solver.add(Constraint(x, .lessThanOrEqual, 12))
        #expect(solver.value(of: x) == 12)
    }

    @Test func contradictoryRequiredEqualitiesAreUnsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y, .equal, 10))
        try solver.add(Constraint(x - y, .equal, 2))
        let third = Constraint(x, .equal, 7, name: "third")
        #expect(throws: SolverError.unsatisfiable(third)) { try solver.add(third) }
        // A redundant one that agrees is accepted.
        try solver.add(Constraint(x, .equal, 6))
        #expect(solver.value(of: x) == 6 && solver.value(of: y) == 4)
    }

    @Test func aNonRequiredConflictIsResolvedNotRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(x, .equal, 20, strength: Strength(priority: 999)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAConstraintUndoesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 10, strength: .weak)
        let strong = Constraint(x, .equal, 20, strength: .strong)
        let bound = Constraint(x, .lessThanOrEqual, 15)
        try solver.add(weak)
        try solver.add(strong)
        #expect(solver.value(of: x) == 20)
        try solver.add(bound)
        #expect(solver.value(of: x) == 15)
        try solver.remove(bound)
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
        #expect(throws: SolverError.duplicateConstraint(weak)) { try solver.add(weak) }
        try solver.remove(weak)
        #expect(solver.constraintCount == 0)
    }

    @Test func removingARequiredEqualityFreesItsVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let tie = Constraint(x, .equal, Expression(y))
        try solver.add(Constraint(x, .equal, 5, strength: .weak))
        try solver.add(Constraint(y, .equal, 9, strength: .medium))
        try solver.add(tie)
        #expect(solver.value(of: x) == 9)
        try solver.remove(tie)
        #expect(solver.value(of: x) == 5 && solver.value(of: y) == 9)
    }

    @Test func ambiguityIsReportedForFreeVariablesOnly() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), free = Variable("free")
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(left, .equal, 16))
        // Only the right end's relation to the width is known: both are ambiguous.
        #expect(!solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(width) && solver.isAmbiguous(right))
        // An inequality alone leaves a range.
        try solver.add(Constraint(width, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(width))
        // A weak preference decides it.
        try solver.add(Constraint(width, .equal, 44, strength: .weak))
        #expect(!solver.isAmbiguous(width) && !solver.isAmbiguous(right))
        #expect(solver.value(of: right) == 60)
        #expect(solver.isAmbiguous(free))
        // Bounds that meet pin it, though neither does alone.
        let pinned = Variable("pinned")
        try solver.add(Constraint(pinned, .greaterThanOrEqual, 3))
        try solver.add(Constraint(pinned, .lessThanOrEqual, 3))
        #expect(!solver.isAmbiguous(pinned))
        #expect(solver.value(of: pinned) == 3)
    }

    @Test func sameAnswersOnEveryRun() throws {
        // Two ends of equal, weak preference: the choice between them follows the order of addition.
        func solve() throws -> Double {
            let solver = Solver()
            let x = Variable("x")
            try solver.add(Constraint(x, .equal, 10, strength: .weak))
            try solver.add(Constraint(x, .equal, 30, strength: .weak))
            return solver.value(of: x)
        }
        let first = try solve()
        #expect(first == 10 || first == 30)
        for _ in 0..<20 { #expect(try solve() == first) }
    }

    @Test func aPermanentConstraintCannotBeRemoved() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = Constraint(x, .equal, 5)
        try solver.add(pin, permanent: true)
        #expect(solver.value(of: x) == 5 && solver.constraintCount == 1)
        // The solver keeps no permanent constraint: it has nothing to remove.
        #expect(!solver.contains(pin))
        #expect(throws: SolverError.unknownConstraint(pin)) { try solver.remove(pin) }
        // Nor can it tell one added twice: the second is redundant, and harmless.
        try solver.add(pin, permanent: true)
        #expect(solver.value(of: x) == 5 && !solver.isAmbiguous(x))
        // Permanent required equalities are still checked: a redundant one passes, a contradiction is refused.
        try solver.add(Constraint(2 * x, .equal, 10), permanent: true)
        let contradiction = Constraint(x, .equal, 6)
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction, permanent: true) }
        #expect(solver.value(of: x) == 5 && !solver.isAmbiguous(x))
    }

    @Test func aLongChainOfViewsSolvesExactly() throws {
        // 2,000 views in a row, each 10 pt wide and 2 pt after the last: a screen-sized tableau, added
        // for good as a layout adds it.
        let solver = Solver()
        var previousRight: Variable?
        var lefts: [Variable] = []
        for index in 0..<2000 {
            let left = Variable("v\(index).left"), width = Variable("v\(index).width")
            try solver.add(Constraint(width, .equal, 10), permanent: true)
            if let previousRight {
                try solver.add(Constraint(left, .equal, Expression(previousRight) + 2), permanent: true)
            } else {
                try solver.add(Constraint(left, .equal, 0), permanent: true)
            }
            let right = Variable("v\(index).right")
            try solver.add(Constraint(right, .equal, left + width), permanent: true)
            previousRight = right
            lefts.append(left)
        }
        #expect(solver.value(of: lefts[1999]) == 1999 * 12)
        #expect(!solver.isAmbiguous(lefts[1999]))
    }

    @Test func symbolsThatCancelInARowLeaveItsColumns() throws {
        // d = a - c with a = b + c: c cancels out of d's row when a is substituted, so d follows b
        // alone, and moving c (an edit) moves a but not d.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.add(Constraint(a, .equal, b + c))
        try solver.add(Constraint(d, .equal, a - c))
        try solver.add(Constraint(b, .equal, 4))
        #expect(solver.value(of: d) == 4)
        #expect(!solver.isAmbiguous(d) && solver.isAmbiguous(c) && solver.isAmbiguous(a))
        try solver.addEditVariable(c, strength: .strong)
        for value in [10.0, -3, 0] {
            try solver.suggestValue(value, for: c)
            #expect(solver.value(of: a) == 4 + value)
            #expect(solver.value(of: d) == 4)
        }
    }

    @Test func constraintsRemovedAndAddedAgainInAnyOrderSolveAsIfAddedOnce() throws {
        // 60 views in a column, each preferring 30 pt (weak) and held to 20 pt (strong) or 40 pt at
        // least (required) by turns; removing every strong and required one, in an order that is not
        // the order of adding, and adding them again must give the same frames each time.
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        var held: [Constraint] = []
        for index in 0..<60 {
            let top = Variable("v\(index).top"), height = Variable("v\(index).height")
            try solver.add(Constraint(top, .equal, index == 0 ? Expression(constant: 0) : tops[index - 1] + heights[index - 1]), permanent: true)
            try solver.add(Constraint(height, .equal, 30, strength: .weak))
            held.append(index % 2 == 0 ? Constraint(height, .equal, 20, strength: .strong) : Constraint(height, .greaterThanOrEqual, 40))
            tops.append(top)
            heights.append(height)
        }
        func expectHeld() {
            #expect(solver.value(of: tops[59]) == 30 * 20 + 29 * 40)
            #expect(solver.value(of: heights[58]) == 20 && solver.value(of: heights[59]) == 40)
        }
        for constraint in held { try solver.add(constraint) }
        expectHeld()
        for index in held.indices.sorted(by: { ($0 * 7) % 60 < ($1 * 7) % 60 }) { try solver.remove(held[index]) }
        #expect(solver.value(of: tops[59]) == 59 * 30)
        for constraint in held.reversed() { try solver.add(constraint) }
        expectHeld()
    }
}
