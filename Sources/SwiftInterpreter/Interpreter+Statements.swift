import SwiftSyntax

/// Statements: each is run, and accounted for — applied, understood with nothing to act on, or
/// left alone with a reason. Conditions known statically choose their arm; unknown ones are
/// explored on every arm, and what any arm does to the model counts (docs/code.md, "Control flow").
extension Interpreter {
    func run(_ statements: CodeBlockItemListSyntax, locals: [String: Value] = [:]) -> Flow {
        guard !frames.isEmpty else { return .next }
        frames[frames.count - 1].scopes.append(locals)
        defer { frames[frames.count - 1].scopes.removeLast() }
        for item in statements {
            let flow = run(item)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    private func run(_ item: CodeBlockItemSyntax) -> Flow {
        statementsRun += 1
        guard statementsRun <= InterpreterLimits.maximumStatements, depth < InterpreterLimits.maximumDepth else {
            note(item, "past the interpreter's bounds (docs/code.md, \"Limits\")")
            return .threw
        }
        depth += 1
        defer { depth -= 1 }
        let outer = (statementLocation, statementIssue)
        statementLocation = location(of: item)
        statementIssue = nil
        let before = steps.count
        var isCompound = false
        var flow = Flow.next
        switch item.item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                declare(variable)
            } else if declaration.is(FunctionDeclSyntax.self) {
                leaveAlone("a nested function")
            } else {
                leaveAlone("a declaration inside a function")
            }
        case .stmt(let statement):
            (flow, isCompound) = run(statement)
        case .expr(let expression):
            (flow, isCompound) = runExpression(expression)
        }
        if steps.count > before && !isCompound {
            // Applied: the facts it made say what it did.
        } else if let issue = statementIssue {
            note(item, issue)
        } else if !isCompound {
            understood += 1
        }
        (statementLocation, statementIssue) = outer
        return flow
    }

    private func runExpression(_ expression: ExprSyntax) -> (Flow, Bool) {
        if let branch = expression.as(IfExprSyntax.self) { return (runIf(branch), true) }
        if let choice = expression.as(SwitchExprSyntax.self) { return (runSwitch(choice), true) }
        lastExpressionValue = evaluate(expression)
        return (.next, false)
    }

    private func run(_ statement: StmtSyntax) -> (Flow, Bool) {
        if let expression = statement.as(ExpressionStmtSyntax.self) { return runExpression(expression.expression) }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return (.returned(returned.expression.map(evaluate) ?? .none), false)
        }
        if let guarded = statement.as(GuardStmtSyntax.self) { return (runGuard(guarded), true) }
        if let loop = statement.as(ForStmtSyntax.self) { return (runFor(loop), true) }
        if let loop = statement.as(WhileStmtSyntax.self) {
            if evaluateConditions(loop.conditions) == .bool(false) { return (.next, true) }
            return (explore([{ self.run(loop.body.statements) }]), true)
        }
        if let loop = statement.as(RepeatStmtSyntax.self) { return (explore([{ self.run(loop.body.statements) }]), true) }
        if let block = statement.as(DoStmtSyntax.self) {
            // The documented rule: `try` succeeds, so the `do` body runs and the `catch` clauses do not.
            let flow = run(block.body.statements)
            if case .threw = flow { return (.next, true) }
            return (flow, true)
        }
        if let deferred = statement.as(DeferStmtSyntax.self) {
            return (run(deferred.body.statements), true)
        }
        if statement.is(BreakStmtSyntax.self) { return (.broke, false) }
        if statement.is(ContinueStmtSyntax.self) { return (.continued, false) }
        if statement.is(ThrowStmtSyntax.self) { return (.threw, false) }
        if statement.is(FallThroughStmtSyntax.self) { return (.next, false) }
        leaveAlone("a statement the interpreter does not model")
        return (.next, false)
    }

    // MARK: Declarations

    func declare(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            let value = binding.initializer.map { initializer in withDeclaredType(of: binding) { evaluate(initializer.value) } } ?? .none
            bindPattern(binding.pattern, value)
        }
    }

    func bindPattern(_ pattern: PatternSyntax, _ value: Value) {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declareLocal(name, value)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            for (position, element) in tuple.elements.enumerated() {
                if case .tuple(let values) = value, position < values.count {
                    bindPattern(element.pattern, values[position])
                } else {
                    bindPattern(element.pattern, .unknown(element.pattern.trimmedDescription))
                }
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bindPattern(binding.pattern, value)
        }
    }

    // MARK: Conditions

    /// The conditions of an `if`, `guard` or `while`, all true: known true or false, else unknown;
    /// optional bindings bind (the documented rule: the app has its data).
    func evaluateConditions(_ conditions: ConditionElementListSyntax) -> Value {
        var result = Value.bool(true)
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                let value = evaluate(expression)
                if value == .bool(false) { return .bool(false) }
                if value != .bool(true) { result = .unknown(expression.trimmedDescription) }
            case .optionalBinding(let binding):
                let value = binding.initializer.map { evaluate($0.value) } ?? lookupLocal(binding.pattern.trimmedDescription) ?? .unknown(binding.pattern.trimmedDescription)
                if value == .none { return .bool(false) }
                bindPattern(binding.pattern, value)
                if case .unknown = value { result = result == .bool(true) ? .unknown(binding.trimmedDescription) : result }
            case .matchingPattern(let matching):
                let value = evaluate(matching.initializer.value)
                switch match(matching.pattern, value) {
                case .bool(false): return .bool(false)
                case .bool(true): break
                default: result = .unknown(matching.trimmedDescription)
                }
            default:
                // `#available`: the app runs on a current system.
                break
            }
        }
        return result
    }

    private func runIf(_ branch: IfExprSyntax) -> Flow {
        guard !frames.isEmpty else { return .next }
        frames[frames.count - 1].scopes.append([:])
        defer { frames[frames.count - 1].scopes.removeLast() }
        let condition = evaluateConditions(branch.conditions)
        let elseArm: () -> Flow = {
            switch branch.elseBody {
            case .ifExpr(let next)?: return self.runIf(next)
            case .codeBlock(let block)?: return self.run(block.statements)
            case nil: return .next
            }
        }
        switch condition {
        case .bool(true): return run(branch.body.statements)
        case .bool(false): return elseArm()
        default:
            // An `if let` on unknown data takes its body (the app has its data); a plain unknown
            // condition explores both arms.
            let bindsOnly = branch.conditions.allSatisfy { if case .optionalBinding = $0.condition { return true } else { return false } }
            if bindsOnly { return run(branch.body.statements) }
            return explore([{ self.run(branch.body.statements) }, elseArm])
        }
    }

    private func runGuard(_ guarded: GuardStmtSyntax) -> Flow {
        switch evaluateConditions(guarded.conditions) {
        case .bool(true): return .next
        case .bool(false): return run(guarded.body.statements)
        default:
            let bindsOnly = guarded.conditions.allSatisfy { if case .optionalBinding = $0.condition { return true } else { return false } }
            if bindsOnly { return .next }
            // Both paths: the `else` (which leaves the scope) and going on. The rest runs on some paths.
            return explore([{ self.run(guarded.body.statements) }, { .next }])
        }
    }

    private func runSwitch(_ choice: SwitchExprSyntax) -> Flow {
        let subject = evaluate(choice.subject)
        var arms: [() -> Flow] = []
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let body: () -> Flow = {
                let flow = self.run(switchCase.statements)
                if case .broke = flow { return .next }
                return flow
            }
            switch switchCase.label {
            case .default:
                arms.append(body)
            case .case(let label):
                var verdict = Value.bool(false)
                for item in label.caseItems {
                    let matched = match(item.pattern, subject)
                    if matched == .bool(true) { verdict = .bool(true); break }
                    if matched != .bool(false) { verdict = matched }
                }
                if verdict == .bool(true) {
                    if arms.isEmpty { return withScope(body) }
                    arms.append(body)
                    return explore(arms)
                }
                if verdict != .bool(false) { arms.append(body) }
            }
        }
        guard !arms.isEmpty else { return .next }
        return arms.count == 1 && isKnown(subject) ? withScope(arms[0]) : explore(arms)
    }

    private func isKnown(_ value: Value) -> Bool {
        switch value {
        case .unknown, .oneOf: return false
        default: return true
        }
    }

    private func withScope(_ body: () -> Flow) -> Flow {
        frames[frames.count - 1].scopes.append([:])
        defer { frames[frames.count - 1].scopes.removeLast() }
        return body()
    }

    /// Whether `value` matches a `case` pattern: true, false, or unknown.
    func match(_ pattern: PatternSyntax, _ value: Value) -> Value {
        if pattern.is(WildcardPatternSyntax.self) { return .bool(true) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            // `case let .loaded(item)`: the case decides, as for `.loaded(let item)`.
            if let inner = binding.pattern.as(ExpressionPatternSyntax.self) { return match(PatternSyntax(inner), value) }
            bindPattern(binding.pattern, value)
            return .bool(true)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            declareLocal(identifier.identifier.text, value)
            return .bool(true)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return .unknown(pattern.trimmedDescription) }
        // `.loaded(let item)`: the case's name decides; its payload is bound unknown.
        // `.some(.domainList)`: nil does not match; another value matches as its inner pattern would.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "some", call.arguments.count == 1, let inner = call.arguments.first?.expression {
            if value == .none { return .bool(false) }
            if let bound = inner.as(PatternExprSyntax.self) { return match(bound.pattern, value) }
            return equal(value, evaluate(inner))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            for argument in call.arguments {
                // Named by the bound name (`post` of `let post`), as other unknown values are; under
                // `case let`, each plain name is bound.
                if let bound = argument.expression.as(PatternExprSyntax.self) {
                    bindPattern(bound.pattern, .unknown((bound.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? bound.pattern).trimmedDescription))
                } else if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                          pattern.parent?.is(ValueBindingPatternSyntax.self) == true {
                    declareLocal(name, .unknown(name))
                }
            }
            guard case .enumCase(let name, _) = value else { return .unknown(pattern.trimmedDescription) }
            return .bool(name == member.declName.baseName.text)
        }
        let expected = evaluate(expression)
        return equal(value, expected)
    }

    // MARK: Loops

    private func runFor(_ loop: ForStmtSyntax) -> Flow {
        let sequence = evaluate(loop.sequence)
        let elements: [Value]
        switch sequence {
        case .array(let values): elements = values
        case .dictionary(let pairs): elements = pairs.map { .tuple([$0.key, $0.value]) }
        default:
            // An unknown collection: its body runs once, with a sample element (docs/code.md).
            return explore([{ self.withScope { self.loopTurn(loop, .unknown("element of \(loop.sequence.trimmedDescription)")) } }, { .next }])
        }
        for element in elements.prefix(InterpreterLimits.maximumLoopTurns) {
            let flow = withScope { loopTurn(loop, element) }
            switch flow {
            case .next, .continued: continue
            case .broke: return .next
            case .returned, .threw: return flow
            }
        }
        return .next
    }

    private func loopTurn(_ loop: ForStmtSyntax, _ element: Value) -> Flow {
        bindPattern(loop.pattern, element)
        if let condition = loop.whereClause?.condition, evaluate(condition) == .bool(false) { return .next }
        return run(loop.body.statements)
    }
}
