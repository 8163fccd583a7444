import SwiftOperators
import SwiftSyntax

/// Expressions: literals, names, member access, operators, assignments with their observers.
extension Interpreter {
    func evaluate(_ expression: ExprSyntax) -> Value {
        evaluations += 1
        guard depth < InterpreterLimits.maximumDepth, evaluations <= InterpreterLimits.maximumEvaluations else {
            return .unknown("past the interpreter's bounds")
        }
        depth += 1
        defer { depth -= 1 }
        return evaluateUnbounded(expression)
    }

    private func evaluateUnbounded(_ expression: ExprSyntax) -> Value {
        switch expression.kind {
        case .stringLiteralExpr: return .text(text(expression.cast(StringLiteralExprSyntax.self)))
        case .integerLiteralExpr:
            let digits = expression.cast(IntegerLiteralExprSyntax.self).literal.text.replacingOccurrences(of: "_", with: "")
            return Double(digits).map(Value.number) ?? .unknown(digits)
        case .floatLiteralExpr:
            return Double(expression.cast(FloatLiteralExprSyntax.self).literal.text).map(Value.number) ?? .unknown(expression.trimmedDescription)
        case .booleanLiteralExpr: return .bool(expression.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .none
        case .declReferenceExpr: return name(expression.cast(DeclReferenceExprSyntax.self))
        case .memberAccessExpr: return member(expression.cast(MemberAccessExprSyntax.self))
        case .functionCallExpr: return call(expression.cast(FunctionCallExprSyntax.self))
        case .sequenceExpr:
            let sequence = expression.cast(SequenceExprSyntax.self)
            guard let folded = foldedSequences[sequence.id] ?? (try? OperatorTable.standardOperators.foldSingle(sequence)) else {
                return .unknown(expression.trimmedDescription)
            }
            foldedSequences[sequence.id] = folded
            let saved = foldOffset
            foldOffset = (sequence.root.is(SourceFileSyntax.self) ? 0 : saved) + sequence.position.utf8Offset
            defer { foldOffset = saved }
            return evaluate(folded)
        case .infixOperatorExpr: return infix(expression.cast(InfixOperatorExprSyntax.self))
        case .ternaryExpr:
            let ternary = expression.cast(TernaryExprSyntax.self)
            switch truth(evaluate(ternary.condition)) {
            case true?: return evaluate(ternary.thenExpression)
            case false?: return evaluate(ternary.elseExpression)
            case nil: return merge([evaluate(ternary.thenExpression), evaluate(ternary.elseExpression)])
            }
        case .prefixOperatorExpr:
            let prefix = expression.cast(PrefixOperatorExprSyntax.self)
            let value = evaluate(prefix.expression)
            switch (prefix.operator.text, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            default: return .unknown(expression.trimmedDescription)
            }
        case .tryExpr: return evaluate(expression.cast(TryExprSyntax.self).expression)
        case .awaitExpr: return evaluate(expression.cast(AwaitExprSyntax.self).expression)
        case .forceUnwrapExpr: return evaluate(expression.cast(ForceUnwrapExprSyntax.self).expression)
        case .optionalChainingExpr: return evaluate(expression.cast(OptionalChainingExprSyntax.self).expression)
        case .asExpr: return cast(expression.cast(AsExprSyntax.self))
        case .isExpr: return .unknown(expression.trimmedDescription)
        case .tupleExpr:
            let tuple = expression.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression) }
            return .tuple(tuple.elements.map { evaluate($0.expression) })
        case .arrayExpr:
            return .array(expression.cast(ArrayExprSyntax.self).elements.map { evaluate($0.expression) })
        case .dictionaryExpr:
            guard case .elements(let elements) = expression.cast(DictionaryExprSyntax.self).content else { return .dictionary([:]) }
            var result: [Value: Value] = [:]
            for element in elements { result[evaluate(element.key)] = evaluate(element.value) }
            return .dictionary(result)
        case .closureExpr: return makeClosure(expression.cast(ClosureExprSyntax.self))
        case .subscriptCallExpr: return subscriptValue(expression.cast(SubscriptCallExprSyntax.self))
        case .macroExpansionExpr:
            let macro = expression.cast(MacroExpansionExprSyntax.self)
            if macro.macroName.text == "selector", let argument = macro.arguments.first {
                return selector(argument.expression)
            }
            return .unknown(expression.trimmedDescription)
        case .superExpr: return .object(.this)
        case .ifExpr, .switchExpr:
            leaveAlone("an if or switch used as a value")
            return .unknown(expression.trimmedDescription)
        default:
            return .unknown(expression.trimmedDescription)
        }
    }

    /// Whether a value is known true or false.
    func truth(_ value: Value) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .oneOf(let values):
            let truths = values.map(truth)
            if truths.allSatisfy({ $0 == true }) { return true }
            if truths.allSatisfy({ $0 == false }) { return false }
            return nil
        default: return nil
        }
    }

    // MARK: Strings

    /// A string literal, its interpolations evaluated: known parts stay known.
    func text(_ literal: StringLiteralExprSyntax) -> Text {
        var parts: [Text.Part] = []
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                parts.append(.known(SyntaxText.unescaped(piece.content.text)))
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first {
                let value = evaluate(first.expression)
                parts += value.asText(origin: first.expression.trimmedDescription).parts
            }
        }
        return Text(parts: parts)
    }

    // MARK: Names

    private func name(_ reference: DeclReferenceExprSyntax) -> Value {
        let name = reference.baseName.text
        if name == "self" { return frames.last?.this ?? .object(.this) }
        if name == "Self" { return .type(frames.last?.typeName ?? className) }
        if let value = lookupLocal(name) { return value }
        if let this = frames.last?.this, let value = appMember(of: this, name) ?? listKitMember(of: this, name) { return value }
        if let typeName = frames.last?.typeName, variable(name, of: typeName, isStatic: true) != nil {
            return staticMember(typeName, name)
        }
        // A type nested in the class run (Interpreter+NestedTypes) before one of the same name at the top level.
        if name.first?.isUppercase == true, let nested = nestedType(name) { return .type(nested) }
        if index.declaresType(name) || name.first?.isUppercase == true { return .type(name) }
        if let this = frames.last?.this, case .object(let object) = this { return uiKitProperty(of: object, name) }
        return .unknown(name)
    }

    // MARK: Members

    private func member(_ access: MemberAccessExprSyntax) -> Value {
        let name = access.declName.baseName.text
        guard let baseSyntax = access.base else { return .enumCase(name, raw: nil) }
        if baseSyntax.is(SuperExprSyntax.self) { return member(of: .object(.this), name) }
        let base = evaluate(baseSyntax)
        return member(of: base, name)
    }

    /// The member `name` of a value: the app's own declarations first, then the UIKit table, then
    /// what a plain value has (`count`, `isEmpty`, `rawValue`).
    func member(of base: Value, _ name: String) -> Value {
        if let value = appMember(of: base, name) ?? listKitMember(of: base, name) { return value }
        if name == "view", let view = embeddedView(of: base) { return view }
        switch base {
        case .object(let object): return uiKitProperty(of: object, name)
        case .type(let typeName): return staticMember(typeName, name)
        case .none: return .none
        case .text(let text):
            switch name {
            case "isEmpty": return text.known.map { .bool($0.isEmpty) } ?? .unknown("\(text.display).isEmpty")
            case "count": return text.known.map { .number(Double($0.count)) } ?? .unknown("\(text.display).count")
            default: return .unknown("\(text.display).\(name)")
            }
        case .array(let values):
            switch name {
            case "isEmpty": return .bool(values.isEmpty)
            case "count": return .number(Double(values.count))
            case "first": return values.first ?? .none
            case "last": return values.last ?? .none
            default: return .unknown("array.\(name)")
            }
        case .enumCase(let caseName, let raw):
            if name == "rawValue" { return .text(Text(known: raw ?? caseName)) }
            return enumMember(of: base, caseName, name) ?? .unknown("\(caseName).\(name)")
        case .tuple(let values):
            if let position = Int(name), position < values.count { return values[position] }
            return .unknown(name)
        case .unknown(let origin): return .unknown("\(origin).\(name)")
        default: return .unknown(name)
        }
    }

    /// The type of the app a value is an instance of, when the app declares it.
    func appType(of value: Value) -> String? {
        switch value {
        case .object(.this): return className
        case .instance(let id): return state.instances[id]?.typeName
        case .object(.created(_, let view)): return createdInstances[view].flatMap { state.instances[$0]?.typeName }
        case .object(.cell(_, let cellClass?)) where index.declaresType(cellClass): return cellClass
        case .text: return "String"
        default: return nil
        }
    }

    /// A stored or computed property of the app's own type, or nil when the app declares none.
    private func appMember(of base: Value, _ name: String) -> Value? {
        guard let typeName = appType(of: base) else { return nil }
        if base == .object(.this), let value = state.fields[name] { return value }
        if let id = instanceID(of: base), let value = state.instances[id]?.fields[name] { return value }
        if case .object(let cell) = base, let value = cellMember(of: cell, name, in: typeName) { return value }
        guard let found = variable(name, of: typeName) else {
            // `tableView` of a table view controller is its view, though methods share the base name.
            if case .object(let object) = base, UIKitAPI.objectProperty(of: object, name) != nil { return nil }
            return method(name, of: typeName) != nil ? .selector(name) : nil
        }
        if Self.isStored(found.binding) {
            // A `lazy` property: its initializer runs on first use.
            guard Self.has(found.variable.modifiers, "lazy"), let initial = found.binding.initializer?.value else { return .unknown(name) }
            let value = withFrame(key: found.binding.id, this: base, typeName: found.typeName, part: found.part) { evaluate(initial) }
            switch base {
            case .object(.this): state.fields[name] = value
            default: if let id = instanceID(of: base) { state.instances[id]?.fields[name] = value }
            }
            return value
        }
        return getter(found.binding, this: base, typeName: found.typeName, part: found.part, name: name)
    }

    /// Runs a computed property's getter.
    func getter(_ binding: PatternBindingSyntax, this: Value, typeName: String, part: DeclarationIndex.TypePart, name: String) -> Value {
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: statements = items
        case .accessors(let accessors)?: statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: statements = nil
        }
        guard let statements else { return .unknown(name) }
        return callBody(key: binding.id, name: name, this: this, typeName: typeName, part: part) {
            if statements.count == 1, case .expr(let expression) = statements.first?.item { return .returned(self.evaluate(expression)) }
            return self.run(statements)
        }
    }

    /// A static member of a type: the app's constants, static properties and enum cases, nested
    /// types; for UIKit's types, an enum case or a nested type.
    func staticMember(_ typeName: String, _ name: String) -> Value {
        let qualified = "\(typeName).\(name)"
        // `ContactCell.self`: the type as a value.
        if name == "self" { return .type(typeName) }
        if let raw = index.enumCase(qualified, near: frames.last?.part.path ?? "") { return .enumCase(name, raw: raw) }
        if index.declaresType(qualified) { return .type(qualified) }
        if let found = variable(name, of: typeName, isStatic: true) {
            if let initial = found.binding.initializer?.value {
                return withFrame(key: found.binding.id, this: .type(found.typeName), typeName: found.typeName, part: found.part) { evaluate(initial) }
            }
            // `self` in a static getter is the type asked for, though an extension of its UIKit superclass declares it.
            return getter(found.binding, this: .type(typeName), typeName: found.typeName, part: found.part, name: name)
        }
        if let value = UIKitAPI.staticValue(qualified) { return value }
        // A `CaseIterable` enum of the app: its cases, in the order declared.
        if name == "allCases", let cases = index.enumCases(of: typeName, near: frames.last?.part.path ?? "") {
            return .array(cases.map { .enumCase($0.name, raw: $0.raw) })
        }
        if name.first?.isUppercase == true { return .type(qualified) }
        // A UIKit or Foundation type's static member is one of its cases (`UIAccessibilityTraits.header`,
        // `UIControl.State.normal`); another type's, declared outside the app's files, is unknown.
        let isFramework = typeName.hasPrefix("UI") || typeName.hasPrefix("NS")
        return isFramework && !index.declaresType(typeName) ? .enumCase(name, raw: nil) : .unknown(qualified)
    }

    private func subscriptValue(_ call: SubscriptCallExprSyntax) -> Value {
        let base = evaluate(call.calledExpression)
        guard let argument = call.arguments.first else { return .unknown(call.trimmedDescription) }
        let key = evaluate(argument.expression)
        switch (base, key) {
        case (.array(let values), .number(let position)) where Int(exactly: position).map(values.indices.contains) == true:
            return values[Int(position)]
        case (.dictionary(let pairs), _) where isKnownKey(key):
            return pairs[key] ?? .none
        default:
            return .unknown(call.trimmedDescription)
        }
    }

    private func isKnownKey(_ value: Value) -> Bool {
        switch value {
        case .text(let text): return text.known != nil
        case .number, .bool, .enumCase: return true
        default: return false
        }
    }

    // MARK: Operators and assignment

    private func infix(_ infix: InfixOperatorExprSyntax) -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            assign(infix.leftOperand, evaluate(infix.rightOperand))
            return .none
        }
        let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        if ["+=", "-=", "*=", "/=", "%="].contains(symbol) {
            let value = binary(String(symbol.dropLast()), evaluate(infix.leftOperand), evaluate(infix.rightOperand), infix)
            assign(infix.leftOperand, value)
            return .none
        }
        let left = evaluate(infix.leftOperand)
        if symbol == "&&", truth(left) == false { return .bool(false) }
        if symbol == "||", truth(left) == true { return .bool(true) }
        if symbol == "??" {
            if left == .none { return evaluate(infix.rightOperand) }
            if case .unknown = left { return merge([left, evaluate(infix.rightOperand)]) }
            return left
        }
        return binary(symbol, left, evaluate(infix.rightOperand), infix)
    }

    private func binary(_ symbol: String, _ left: Value, _ right: Value, _ node: InfixOperatorExprSyntax) -> Value {
        switch (symbol, left, right) {
        // A string one of several on different paths, joined to another: each joined (`appVersion += " (\(build))"`
        // after `?? "Unknown version"`), never the statement's text as one unknown value.
        case ("+", .oneOf(let options), .text), ("+", .text, .oneOf(let options)):
            let isLeft = if case .oneOf = left { true } else { false }
            return merge(options.map { isLeft ? binary(symbol, $0, right, node) : binary(symbol, left, $0, node) })
        case ("+", .text(let a), _): return .text(a + right.asText(origin: SyntaxText.trimmed(node.rightOperand)))
        case ("+", _, .text(let b)) where left.origin != nil: return .text(left.asText(origin: SyntaxText.trimmed(node.leftOperand)) + b)
        case ("+", .number(let a), .number(let b)): return .number(a + b)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("-", .number(let a), .number(let b)): return .number(a - b)
        case ("*", .number(let a), .number(let b)): return .number(a * b)
        case ("/", .number(let a), .number(let b)): return divide(a, b, node)
        case ("%", .number(let a), .number(let b)): return remainder(a, b, node)
        case ("<", .number(let a), .number(let b)): return .bool(a < b)
        case ("<=", .number(let a), .number(let b)): return .bool(a <= b)
        case (">", .number(let a), .number(let b)): return .bool(a > b)
        case (">=", .number(let a), .number(let b)): return .bool(a >= b)
        case ("==", _, _): return equal(left, right)
        case ("!=", _, _): return truth(equal(left, right)).map { .bool(!$0) } ?? .unknown(SyntaxText.trimmed(node))
        case ("===", _, _): return equal(left, right)
        case ("&&", _, _):
            if truth(right) == false { return .bool(false) }
            if truth(left) == true, truth(right) == true { return .bool(true) }
            return .unknown(SyntaxText.trimmed(node))
        case ("||", _, _):
            if truth(right) == true { return .bool(true) }
            if truth(left) == false, truth(right) == false { return .bool(false) }
            return .unknown(SyntaxText.trimmed(node))
        default: return .unknown(SyntaxText.trimmed(node))
        }
    }

    /// Whether two values are equal: known when both are known.
    func equal(_ left: Value, _ right: Value) -> Value {
        switch (left, right) {
        case (.unknown, _), (_, .unknown), (.oneOf, _), (_, .oneOf): return .unknown("a comparison with an unknown value")
        case (.enumCase(let a, _), .enumCase(let b, _)): return .bool(a == b)
        case (.text(let a), .text(let b)):
            guard let first = a.known, let second = b.known else { return .unknown("a comparison with an unknown text") }
            return .bool(first == second)
        case (.none, .none): return .bool(true)
        // An integer enum's `rawValue` is its number as text (`Section.removeAll.rawValue`); Swift compares
        // an Int only with an Int, so such a pair compares as numbers (Interpreter+RawValues).
        case (.number(let a), .text(let b)), (.text(let b), .number(let a)):
            guard let number = b.known.flatMap(Double.init) else { return .unknown("a comparison of a number with a text") }
            return .bool(a == number)
        // `case .none:` of an optional: nil.
        case (.none, .enumCase("none", _)), (.enumCase("none", _), .none): return .bool(true)
        case (.none, .object), (.object, .none), (.none, .instance), (.instance, .none): return .bool(false)
        case (.object, _), (_, .object), (.instance, _), (_, .instance): return left == right ? .bool(true) : .unknown("a comparison of objects")
        default: return .bool(left == right)
        }
    }

    /// Assigns `value` to what `target` names: a local, a stored property (running its observers),
    /// or a property of one of the model's objects (through the UIKit table).
    func assign(_ target: ExprSyntax, _ value: Value) {
        let target = SyntaxText.stripped(target)
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if setLocal(name, value) { return }
            let this = frames.last?.this ?? .object(.this)
            assign(on: this, name, value)
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            if access.declName.baseName.text == "title", let owner = tabBarItemOwner(base) {
                setTabBarItemTitle(of: owner, value)
                return
            }
            if assignTitleLabelFont(access, value) { return }
            if keepSectionSnapshotHandler(access, value) { return }
            var object = base.is(SuperExprSyntax.self) ? Value.object(.this) : evaluate(base)
            if let typed = typedInstance(for: object, base, member: access.declName.baseName.text) { object = typed }
            assign(on: object, access.declName.baseName.text, value)
        } else if target.is(DiscardAssignmentExprSyntax.self) {
            return
        } else {
            leaveAlone("an assignment to \(SyntaxText.short(target))")
        }
    }

    /// Sets property `name` of `object`: an app's stored property (with its observers), else the
    /// model object's through the UIKit table.
    func assign(on object: Value, _ name: String, _ value: Value) {
        if name == "rootViewController", setRootController(value) { return }
        if keepContainerProperty(on: object, name, value) { return }
        if keepConfigurationProperty(on: object, name, value) { return }
        if keepSupplementaryViewProvider(on: object, name, value) { return }
        if let typeName = appType(of: object), let found = variable(name, of: typeName) {
            setField(object, name, value, observers: found.binding, typeName: found.typeName, part: found.part)
            return
        }
        if keepsSectionControllerProperty(on: object, name, value) { return }
        switch object {
        case .object(let reference): setUIKitProperty(of: reference, name, value)
        case .unknown(let origin): leaveAlone("sets \(name) of \(origin), which the interpreter cannot tell")
        case .none: return
        case .oneOf: leaveAlone("sets \(name) of an object that differs by path")
        default: leaveAlone("sets \(name) of a value the model does not hold")
        }
    }

    /// Sets a stored property of the class or of an instance, running `willSet` and `didSet`
    /// (with `newValue` and `oldValue`) when `observers` has them.
    func setField(_ object: Value, _ name: String, _ value: Value, observers binding: PatternBindingSyntax? = nil,
                  typeName: String? = nil, part: DeclarationIndex.TypePart? = nil) {
        let old = member(of: object, name)
        let accessors: AccessorDeclListSyntax?
        if case .accessors(let list)? = binding?.accessorBlock?.accessors { accessors = list } else { accessors = nil }
        if case .getter? = binding?.accessorBlock?.accessors {
            leaveAlone("sets \(name), a property with a getter only")
            return
        }
        let willSet = accessors?.first { $0.accessorSpecifier.text == "willSet" }
        let didSet = accessors?.first { $0.accessorSpecifier.text == "didSet" }
        if let willSet, let body = willSet.body, let typeName, let part {
            let parameter = willSet.parameters?.name.text ?? "newValue"
            _ = callBody(key: willSet.id, name: "\(name).willSet", this: object, typeName: typeName, part: part, locals: [parameter: value]) { self.run(body.statements) }
        }
        if let setter = accessors?.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body, let typeName, let part {
            let parameter = setter.parameters?.name.text ?? "newValue"
            _ = callBody(key: setter.id, name: "\(name).set", this: object, typeName: typeName, part: part, locals: [parameter: value]) { self.run(body.statements) }
            return
        }
        switch object {
        case .object(.this): state.fields[name] = value
        case .object(let cell) where cell.isCell: state.objectProperties[cell, default: [:]][name] = value
        default: if let id = instanceID(of: object) { state.instances[id]?.fields[name] = value }
        }
        if let didSet, let body = didSet.body, let typeName, let part {
            let parameter = didSet.parameters?.name.text ?? "oldValue"
            _ = callBody(key: didSet.id, name: "\(name).didSet", this: object, typeName: typeName, part: part, locals: [parameter: old]) { self.run(body.statements) }
        }
    }

    // MARK: Closures and selectors

    private func makeClosure(_ syntax: ClosureExprSyntax) -> Value {
        var captured: [String: Value] = [:]
        for scope in frames.last?.scopes ?? [] { captured.merge(scope) { $1 } }
        guard let frame = frames.last else { return .unknown("a closure") }
        closures.append(Closure(syntax: syntax, captured: captured, this: frame.this, typeName: frame.typeName, part: frame.part,
                                foldOffset: syntax.root.is(SourceFileSyntax.self) ? 0 : foldOffset))
        return .closure(closures.count - 1)
    }

    /// `#selector(tapped)`, `#selector(tapped(_:))`, `#selector(Self.tapped(sender:))`: the method's
    /// Objective-C selector when the class declares it.
    private func selector(_ expression: ExprSyntax) -> Value {
        var reference = expression
        if let access = reference.as(MemberAccessExprSyntax.self) {
            reference = ExprSyntax(access.declName)
        }
        guard let declared = reference.as(DeclReferenceExprSyntax.self) else { return .unknown(expression.trimmedDescription) }
        let name = declared.baseName.text
        let labels = declared.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        if let function = method(name, of: className, labels: labels) ?? method(name, of: className) {
            return .selector(SyntaxText.selector(name, Array(function.declaration.signature.parameterClause.parameters)))
        }
        return .selector(name)
    }
}
