import SwiftSyntax

/// Calls: the app's own functions, methods, initializers and closures are followed (to
/// ``InterpreterLimits/maximumCallDepth``, recursion cut); UIKit's come from ``UIKitAPI``; anything
/// else is an unknown call, recorded and never fatal.
extension Interpreter {
    /// An argument of a call, evaluated.
    package struct Argument {
        package var label: String?
        package var value: Value
        package var syntax: ExprSyntax?
    }

    /// A call to UIKit, as the table's rows see it.
    package struct Call {
        /// The object or type called on; nil for a free function or initializer.
        package var base: Value?
        package var baseSyntax: ExprSyntax?
        package var name: String
        package var arguments: [Argument]
        package var syntax: FunctionCallExprSyntax

        /// The first argument with `label` (nil: the first unlabelled one).
        package func argument(_ label: String?) -> Value? {
            arguments.first { $0.label == label }?.value
        }

        /// Every closure passed, in order.
        package var closures: [Value] {
            arguments.map(\.value).filter { if case .closure = $0 { return true } else { return false } }
        }
    }

    func call(_ syntax: FunctionCallExprSyntax) -> Value {
        let resultType = declaredResultType.flatMap { $0.call == syntax.id ? $0.type : nil }
        defer { pendingResultType = nil }
        var callee = SyntaxText.stripped(syntax.calledExpression)
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        var arguments = syntax.arguments.map { Argument(label: $0.label?.text, value: evaluate($0.expression), syntax: $0.expression) }
        if let trailing = syntax.trailingClosure {
            arguments.append(Argument(label: nil, value: evaluate(ExprSyntax(trailing)), syntax: ExprSyntax(trailing)))
        }
        for extra in syntax.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.text, value: evaluate(ExprSyntax(extra.closure)), syntax: ExprSyntax(extra.closure)))
        }
        let labels = arguments.map(\.label)
        pendingResultType = resultType
        if callee.is(ClosureExprSyntax.self) {
            return invoke(evaluate(callee), arguments.map(\.value))
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = lookupLocal(name) { return invoke(local, arguments.map(\.value), name: name) }
            if let this = frames.last?.this, let typeName = appType(of: this),
               let function = method(name, of: typeName, labels: labels) ?? method(name, of: typeName) {
                return callFunction(function, this: this, arguments)
            }
            if case .object(let object)? = frames.last?.this, appType(of: .object(object)) == nil,
               let function = extensionMethod(of: object, name, labels: labels) {
                return callFunction(function, this: .object(object), arguments)
            }
            if let typeName = frames.last?.typeName, let function = method(name, of: typeName, labels: labels, isStatic: true) ?? method(name, of: typeName, isStatic: true) {
                return callFunction(function, this: .type(typeName), arguments)
            }
            if let function = index.function(name, near: frames.last?.part.path ?? "") {
                return callFunction(FunctionRef(declaration: function.declaration, part: DeclarationIndex.TypePart(
                    path: function.path, converter: function.converter, members: [], isDeclaration: false, location: function.location), typeName: ""),
                                    this: .none, arguments)
            }
            if let this = frames.last?.this, let result = callStoredClosure(name, of: this, arguments) { return result }
            // `Section(rawValue:)` inside the class that nests `Section` (Interpreter+NestedTypes).
            if name.first?.isUppercase == true, let nested = nestedType(name) { return instantiate(nested, arguments) }
            if index.declaresType(name, near: frames.last?.part.path ?? "") { return instantiate(name, arguments) }
            if let row = UIKitAPI.methods[name], Self.isObjectOrDataSourceView(frames.last?.this) {
                // On `self`: the class run, or a view of the app's own class made in code.
                return row(self, Call(base: frames.last?.this, baseSyntax: nil, name: name, arguments: arguments, syntax: syntax))
            }
            return uiKit(Call(base: nil, baseSyntax: nil, name: name, arguments: arguments, syntax: syntax), qualified: name)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseSyntax = access.base else {
                // `.preferredFont(forTextStyle:)`: a member only UIFont has, so the type is UIFont.
                if UIKitAPI.functions["UIFont.\(name)"] != nil {
                    return uiKit(Call(base: nil, baseSyntax: nil, name: name, arguments: arguments, syntax: syntax), qualified: "UIFont.\(name)")
                }
                // An outline disclosure with its own action handler keeps its text (Interpreter+Outlines).
                if name == "outlineDisclosure", Self.hasOutlineActionHandler(syntax) { return .unknown(syntax.trimmedDescription) }
                // `.init(…)` or a case with a payload: `.custom(…)`.
                return name == "init" ? .unknown(syntax.trimmedDescription) : .enumCase(name, raw: nil)
            }
            if baseSyntax.is(SuperExprSyntax.self) {
                if name == "init", let done = superInitializer(labels, arguments) { return done }
                let typeName = frames.last?.typeName ?? className
                if let parent = superclass(of: typeName), let function = method(name, of: parent, labels: labels) ?? method(name, of: parent) {
                    return callFunction(function, this: frames.last?.this ?? .object(.this), arguments)
                }
                // UIKit's own implementation: nothing VoiceOver sees.
                return .none
            }
            let call = Call(base: nil, baseSyntax: baseSyntax, name: name, arguments: arguments, syntax: syntax)
            if name == "instantiate", SyntaxText.qualifiedName(baseSyntax)?.hasPrefix("StoryboardScene.") == true {
                return swiftGenScene(call)
            }
            if let qualified = SyntaxText.qualifiedName(baseSyntax), UIKitAPI.functions["\(qualified).\(name)"] ?? IGListKitAPI.functions["\(qualified).\(name)"] != nil,
               !index.declaresType(qualified) {
                return uiKit(call, qualified: "\(qualified).\(name)")
            }
            var withBase = call
            withBase.base = evaluate(baseSyntax)
            // `viewModel.setup()` on a property set from outside: an instance of its declared type (Interpreter+TypedUnknowns).
            if let typed = typedInstance(for: withBase.base, baseSyntax, member: name) { withBase.base = typed }
            return dispatch(withBase, labels: labels)
        }
        let value = evaluate(callee)
        if case .closure = value { return invoke(value, arguments.map(\.value)) }
        leaveAlone("calls \(SyntaxText.short(callee)), which the interpreter cannot follow")
        return .unknown(syntax.trimmedDescription)
    }

    /// A method called on a value: the app's own first, then UIKit's, then what plain values do.
    func dispatch(_ call: Call, labels: [String?]) -> Value {
        guard let base = call.base else { return .unknown(call.name) }
        // A method of the app's class called on one of several of its instances, each on some path (the
        // cells of an identifier chosen by a condition): called on each.
        if case .oneOf(let options) = base, let typeName = options.first.flatMap(appType(of:)), options.allSatisfy({ appType(of: $0) == typeName }),
           method(call.name, of: typeName, labels: labels) ?? method(call.name, of: typeName) != nil {
            return merge(options.map { option in
                var one = call
                one.base = option
                return dispatch(one, labels: labels)
            })
        }
        if let typeName = appType(of: base), let function = method(call.name, of: typeName, labels: labels) ?? method(call.name, of: typeName) {
            return callFunction(function, this: base, call.arguments)
        }
        if case .object(let object) = base, appType(of: base) == nil, let function = extensionMethod(of: object, call.name, labels: labels) {
            return callFunction(function, this: base, call.arguments)
        }
        if case .enumCase(let caseName, _) = base, let typeName = enumType(ofCase: caseName, declaring: call.name, isMethod: true),
           let function = method(call.name, of: typeName, labels: labels) ?? method(call.name, of: typeName) {
            return callFunction(function, this: base, call.arguments)
        }
        if let function = dataSourceViewMethod(of: base, call.name, labels: labels) {
            return callFunction(function, this: base, call.arguments)
        }
        if let result = callStoredClosure(call.name, of: base, call.arguments) { return result }
        if case .type(let typeName) = base {
            if let function = method(call.name, of: typeName, labels: labels, isStatic: true) ?? method(call.name, of: typeName, isStatic: true) {
                return callFunction(function, this: base, call.arguments)
            }
            if index.declaresType("\(typeName).\(call.name)") { return instantiate("\(typeName).\(call.name)", call.arguments) }
            if call.name == "init", index.declaresType(typeName) { return instantiate(typeName, call.arguments) }
            if let raw = index.enumCase("\(typeName).\(call.name)", near: frames.last?.part.path ?? "") { return .enumCase(call.name, raw: raw) }
        }
        if case .closure = base, call.name == "callAsFunction" { return invoke(base, call.arguments.map(\.value)) }
        if let value = traitsMethod(call) { return value }
        if let value = snapKitCall(call) { return value }
        if let value = listKitCall(call) { return value }
        if let value = sectionSnapshotCall(call) { return value }
        if let row = UIKitAPI.methods[call.name] { return row(self, call) }
        if let value = UIKitAPI.valueMethod(self, call) { return value }
        switch base {
        case .object(let object):
            leaveAlone("calls \(call.name) on \(object.name), which the UIKit table does not have")
        case .unknown(let origin):
            leaveAlone("calls \(origin).\(call.name), which the interpreter cannot follow")
        case .text, .number, .bool, .array, .dictionary, .tuple, .none:
            // A method of a plain value: it changes nothing VoiceOver sees; its result is unknown.
            break
        case .type(let typeName) where UIKitAPI.plainValues.contains(typeName):
            break
        default:
            leaveAlone("calls \(call.name) on a value the interpreter cannot follow")
        }
        return .unknown("\(SyntaxText.trimmed(call.syntax.calledExpression))(…)")
    }

    /// A free function, type member or initializer by name: the UIKit table's, else an unknown call.
    private func uiKit(_ call: Call, qualified: String) -> Value {
        if let row = UIKitAPI.functions[qualified] { return row(self, call) }
        if let row = IGListKitAPI.functions[qualified] { return row(self, call) }
        if let row = RxDataSourcesAPI.functions[qualified] { return row(self, call) }
        if UIKitAPI.plainValues.contains(qualified) { return .unknown("\(qualified)(…)") }
        if UIKitAPI.viewClasses.contains(qualified) { return makeView(qualified, call) }
        if UIKitAPI.elementClasses.contains(qualified) { return makeElement(qualified, call) }
        if UIKitAPI.objectClasses.contains(qualified) {
            createdCount += 1
            return .object(.created(qualified, createdCount))
        }
        leaveAlone("calls \(qualified), which is neither the app's nor in the UIKit table")
        return .unknown("\(qualified)(…)")
    }

    // MARK: The app's functions

    /// Calls one of the app's functions with `arguments` matched to its parameters by label.
    func callFunction(_ function: FunctionRef, this: Value, _ arguments: [Argument]) -> Value {
        let parameters = Array(function.declaration.signature.parameterClause.parameters)
        var locals = self.locals(for: parameters, arguments)
        bindGenericParameters(of: function.declaration, in: &locals)
        guard let body = function.declaration.body else { return .unknown(function.declaration.name.text) }
        let labels = parameters.map { $0.firstName.text + ":" }.joined()
        return callBody(key: function.declaration.id, name: "\(function.declaration.name.text)(\(labels))", this: this,
                        typeName: function.typeName, part: function.part, locals: locals) {
            self.lastExpressionValue = nil
            let flow = self.run(body.statements)
            return Self.result(of: flow, body.statements, self.lastExpressionValue, function.declaration).map(Flow.returned) ?? flow
        }
    }

    /// `arguments` matched to `parameters` by label, as Swift matches them: a parameter the call
    /// leaves out takes its default value (`Feed(viewController:delegate:backgroundThreshold:)` skips
    /// `collectionView: UICollectionView? = nil`), else is unknown; variadic ones collect their values.
    func locals(for parameters: [FunctionParameterSyntax], _ arguments: [Argument]) -> [String: Value] {
        var locals: [String: Value] = [:]
        var remaining = arguments[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            if parameter.ellipsis != nil {
                var values: [Value] = []
                while let next = remaining.first, values.isEmpty ? next.label == label : next.label == nil {
                    values.append(next.value)
                    remaining = remaining.dropFirst()
                }
                locals[local] = .array(values)
            } else if let next = remaining.first, next.label == label {
                locals[local] = next.value
                remaining = remaining.dropFirst()
            } else if let fallback = parameter.defaultValue {
                locals[local] = evaluate(fallback.value)
            } else if let next = remaining.first {
                locals[local] = next.value
                remaining = remaining.dropFirst()
            } else {
                locals[local] = .unknown(local)
            }
        }
        return locals
    }

    /// Runs `body` as a call: a frame of its own, the call depth bounded and recursion cut.
    func callBody(key: SyntaxIdentifier?, name: String?, this: Value, typeName: String, part: DeclarationIndex.TypePart,
                  locals: [String: Value] = [:], _ body: () -> Flow) -> Value {
        if frames.count > InterpreterLimits.maximumCallDepth {
            leaveAlone("calls \(name ?? "a closure") more than \(InterpreterLimits.maximumCallDepth) calls deep, which the interpreter does not follow")
            return .unknown(name ?? "a closure")
        }
        if let key, frames.contains(where: { $0.key == key }) {
            leaveAlone("calls \(name ?? "a closure") inside itself; the recursion is cut")
            return .unknown(name ?? "a closure")
        }
        frames.append(Frame(scopes: [locals], this: this, typeName: typeName, part: part, name: name, key: key))
        let flow = body()
        let frame = frames.removeLast()
        conditional -= frame.conditionalRest
        let returned: Value
        if case .returned(let value) = flow { returned = value } else { returned = .none }
        return frame.earlyReturns.isEmpty ? returned : merge(frame.earlyReturns + [returned])
    }

    /// Evaluates in the context of another declaration (a lazy property's or a constant's file).
    func withFrame(key: SyntaxIdentifier, this: Value, typeName: String, part: DeclarationIndex.TypePart, _ body: () -> Value) -> Value {
        if frames.contains(where: { $0.key == key }) || frames.count > InterpreterLimits.maximumCallDepth + InterpreterLimits.maximumCallDepth {
            return .unknown("a value defined in terms of itself")
        }
        frames.append(Frame(scopes: [[:]], this: this, typeName: typeName, part: part, name: nil, key: key))
        let value = body()
        let frame = frames.removeLast()
        conditional -= frame.conditionalRest
        return value
    }

    /// Runs a closure with `arguments` bound to its parameters (`$0`, `$1` when it names none).
    func invoke(_ value: Value, _ arguments: [Value], name: String? = nil) -> Value {
        guard case .closure(let id) = value, closures.indices.contains(id) else {
            if case .selector(let method) = value, let this = frames.last?.this, let typeName = appType(of: this),
               let function = self.method(method, of: typeName) {
                return callFunction(function, this: this, arguments.map { Argument(label: nil, value: $0, syntax: nil) })
            }
            if let name { leaveAlone("calls \(name), a value the interpreter cannot follow") }
            return .unknown(name ?? "a closure's result")
        }
        let closure = closures[id]
        var locals = closure.captured
        var names: [String] = []
        switch closure.syntax.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = (0..<max(arguments.count, 1)).map { "$\($0)" }
        }
        for (position, parameter) in names.enumerated() {
            locals[parameter] = position < arguments.count ? arguments[position] : .unknown(parameter)
        }
        let statements = closure.syntax.statements
        let saved = foldOffset
        foldOffset = closure.foldOffset
        defer { foldOffset = saved }
        return callBody(key: closure.syntax.id, name: nil, this: closure.this, typeName: closure.typeName, part: closure.part, locals: locals) {
            self.lastExpressionValue = nil
            let flow = self.run(statements)
            // A closure of one expression returns its value.
            if case .next = flow, statements.count == 1, let value = self.lastExpressionValue { return .returned(value) }
            return flow
        }
    }

    /// A new object on the interpreter's heap, of `typeName` with `fields` and no code run: its number.
    /// UIKit's objects the interpreter keeps a few properties of (a container, a tab bar item, an index
    /// path), a stand-in for an app object it does not hold, or the start of `instantiate`.
    func newInstance(of typeName: String, fields: [String: Value] = [:]) -> Int {
        let id = (state.instances.keys.max() ?? 0) + 1
        state.instances[id] = Instance(typeName: typeName, fields: fields)
        return id
    }

    /// A new instance of the app's own class or struct: its stored properties' initial values, then
    /// the initializer that fits the arguments, else a memberwise one.
    func instantiate(_ typeName: String, _ arguments: [Argument]) -> Value {
        // `Section(rawValue: 1)` of the app's enum: a case, nil or unknown (Interpreter+RawValues).
        if let value = caseOfRawValue(typeName, arguments) { return value }
        // A cell the app makes without dequeuing it is a row's cell (Interpreter+CellsMadeInCode).
        if let cell = cellMadeInCode(typeName, arguments) { return cell }
        let id = newInstance(of: typeName)
        let this = viewObject(typeName, instance: id) ?? Value.instance(id)
        let typeParts = parts(of: typeName)
        for part in typeParts { initializeFields(of: part, typeName: typeName, this: this, instance: id) }
        var initializer = self.initializer(of: typeName, labels: arguments.map(\.label))
        // The app's subclass of a diffable data source keeps its cell provider as UIKit's does.
        switch uiKitClass(of: typeName, among: ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"]) {
        case "UITableViewDiffableDataSource"?:
            keepCellProvider(.table, arguments)
            diffableDataSources[.table] = id
        case "UICollectionViewDiffableDataSource"?:
            keepCellProvider(.collection, arguments)
            diffableDataSources[.collection] = id
        default: break
        }
        if initializer == nil, case .object = this, arguments.isEmpty {
            // `HeaderView()` is UIKit's `init(frame: .zero)`: the view's own `init(frame:)` runs.
            initializer = frameInitializer(typeParts)
        }
        if let (declaration, part) = initializer, let body = declaration.body {
            if frames.count > InterpreterLimits.maximumCallDepth || frames.contains(where: { $0.key == declaration.id }),
               case .object(.created(_, let view)) = this {
                // A view of the app's class whose initializer is not followed: what it sets there (its
                // label) is known only when the app runs — never reported missing (docs/code.md, "Limits").
                effect(.set(.created(view), .label("⟨\(typeName).init⟩")), unknownOrigin: "\(typeName).init")
            }
            let locals = self.locals(for: Array(declaration.signature.parameterClause.parameters), arguments)
            _ = callBody(key: declaration.id, name: "\(typeName).init", this: this, typeName: typeName, part: part, locals: locals) { self.run(body.statements) }
        } else {
            for argument in arguments {
                if let label = argument.label { state.instances[id]?.fields[label] = argument.value }
            }
        }
        keepSectionController(this)
        return this
    }
}
