import SwiftSyntax

/// Runs one class of the app statically, the way UIKit would call it: its stored properties, its
/// outlets' observers, its lifecycle methods, its actions and overrides, following every call into
/// the app's own code (docs/code.md). What the code does to the model's objects comes out as
/// ``CodeStep`` facts, through the one table of the UIKit API it understands (``UIKitAPI``); every
/// statement run is applied, understood with nothing to act on, or left alone with a reason.
///
/// The entry point is ``run(_:entry:)``: the reader calls it for each method UIKit calls, in UIKit's
/// order, and keeps the state between setup methods (``snapshot()``/``restore(_:)`` for actions).
/// Nothing in the app's code can fail it; every walk is bounded (``InterpreterLimits``).
package final class Interpreter {
    /// A function of the app found by name, with where it is declared.
    package struct FunctionRef {
        package var declaration: FunctionDeclSyntax
        package var part: DeclarationIndex.TypePart
        /// The type that declares it.
        package var typeName: String

        package init(declaration: FunctionDeclSyntax, part: DeclarationIndex.TypePart, typeName: String) {
            self.declaration = declaration
            self.part = part
            self.typeName = typeName
        }
    }

    /// What running one entry point did.
    package struct Run {
        package var steps: [CodeStep]
        package var notes: [CodeNote]
        package var understood: Int
        /// The value it returned, when known.
        package var returned: Value?
    }

    /// The state the code changes: the class's stored properties, the app's instances, the model
    /// objects' properties as the code set them. Its dictionaries undo what the arms of an unknown
    /// condition wrote (Interpreter+Explore).
    package struct State {
        var fields = JournaledDictionary<String, Value>()
        var instances = JournaledDictionary<Int, Instance>()
        var objectProperties = JournaledDictionary<ObjectRef, [String: Value]>()
        /// The handlers the code registered with `NotificationCenter`, by notification name
        /// (Interpreter+Notifications).
        var observers: [String: [NotificationObserver]] = [:]
        /// The names of ``observers``, in the order first registered.
        var observerOrder: [String] = []
    }

    /// An instance of the app's own class or struct.
    struct Instance: Hashable {
        var typeName: String
        var fields: [String: Value]
    }

    /// A closure value: its syntax, the locals it captured, and the function it was made in.
    struct Closure {
        var syntax: ClosureExprSyntax
        var captured: [String: Value]
        var this: Value
        var typeName: String
        var part: DeclarationIndex.TypePart
        /// The ``Interpreter/foldOffset`` it was made under: its nodes' places in the file.
        var foldOffset = 0
    }

    /// A function call in progress.
    struct Frame {
        var scopes: [[String: Value]] = [[:]]
        var this: Value
        var typeName: String
        var part: DeclarationIndex.TypePart
        /// How the call is named in routes (`configure(with:)`); nil for the entry point itself.
        var name: String?
        var key: SyntaxIdentifier?
        /// How many paths of this call left it early: what follows runs on some paths only.
        var conditionalRest = 0
        /// What the paths that returned early gave back while others went on: the call's result is
        /// one of these or what the rest returns.
        var earlyReturns: [Value] = []
    }

    /// How a statement ended.
    enum Flow {
        case next, returned(Value), broke, continued, threw
    }

    let index: DeclarationIndex
    /// The class run, with its extensions, and its superclasses the app declares.
    let className: String
    let classParts: [DeclarationIndex.TypePart]
    /// Other types' parts as ``parts(of:)`` found them: the index and the path they are found near
    /// never change while the class runs, and finding them was a quarter of reading an app's code
    /// (docs/performance.md, "Whole apps").
    private var typeParts: [String: [DeclarationIndex.TypePart]] = [:]
    /// ``memberParts(of:)`` of each type asked for, found once.
    var memberPartsFound: [String: [MemberPart]] = [:]
    /// What ``method(_:of:labels:isStatic:)`` and ``variable(_:of:isStatic:)`` found for each lookup,
    /// found once: each walks ``memberParts(of:)``, which never changes while the class runs, and every
    /// name read is such a lookup (docs/performance.md, "Whole apps with their code").
    private var methodsFound: [MemberLookup: FunctionRef?] = [:]
    private var variablesFound: [MemberLookup: FoundVariable?] = [:]

    package internal(set) var state = State()
    var closures: [Closure] = []
    var frames: [Frame] = []
    var createdCount = 0
    /// The views the code made, by ``CodeView/id`` (docs/code.md, "Views built in code").
    var createdViews: [Int: CodeView] = [:]
    /// The heap instance holding the stored properties of each view of the app's own class made in code.
    var createdInstances: [Int: Int] = [:]
    /// The name of each image made in code with a known name (`UIImage(systemName: "plus")`).
    var createdImages: [Int: String] = [:]
    /// The text style (its Swift name, `body`) of each font made by `preferredFont(forTextStyle:)`.
    var createdFonts: [Int: String] = [:]
    /// The size and boldness of each system font made with a known size (`UIFont.systemFont(ofSize:)`).
    var createdSystemFonts: [Int: (size: Double, isBold: Bool)] = [:]
    /// The text style (its Swift name) of each `UIFontMetrics` made (`UIFontMetrics(forTextStyle:)`).
    var createdFontMetrics: [Int: String] = [:]
    /// Each font a `UIFontMetrics` scales, from a known system font (Interpreter+FontMetrics).
    var createdScaledFonts: [Int: CodeScaledFont] = [:]
    /// The controllers made in code that `UINavigationController(rootViewController:)` wraps, by instance.
    var inNavigation: Set<Int> = []
    /// The anchors, layout guides, constraints and SnapKit objects made in code (Interpreter+Constraints).
    var layout = LayoutObjects()
    /// The view standing for the root view of each controller made in code whose `view` the code
    /// reads, by instance: placing it embeds the controller (`addChild` + `addSubview(child.view)`).
    var controllerViews: [Int: Int] = [:]

    // The entry point being run.
    var entry = ""
    var steps: [CodeStep] = []
    var notes: [CodeNote] = []
    var noted: Set<CodeLocation> = []
    var understood = 0
    var statementsRun = 0
    var depth = 0
    /// Greater than zero while exploring the arms of a condition not known statically.
    var conditional = 0
    /// The statement being run: where it is, and the first thing in it left alone.
    var statementLocation = CodeLocation(file: "", line: 0, column: 0)
    var statementIssue: String?
    /// The value of the last expression statement run (a one-expression closure returns it).
    var lastExpressionValue: Value?
    /// The type a declaration gives the call that initializes it (`let cell: ContactCell = …`), by the
    /// call's syntax: what a generic function's result type stands for (Interpreter+Generics).
    var declaredResultType: (call: SyntaxIdentifier, type: String)?
    /// ``declaredResultType`` of the call being made, from its arguments' evaluation until the app's
    /// function it calls takes it (Interpreter+Generics).
    var pendingResultType: String?
    /// How many expressions were evaluated for this entry point.
    var evaluations = 0
    /// Where in its file the sequence expression being evaluated starts, when folding it made a
    /// tree of its own (swift-syntax's folded nodes count their positions from 0).
    var foldOffset = 0
    /// Each sequence expression evaluated, folded by operator precedence once: folding made a tree
    /// each time, a thirtieth of a whole-apps audit. The cache holds the trees, so their nodes'
    /// identifiers stay unique (docs/performance.md, "Whole apps with their code").
    var foldedSequences: [SyntaxIdentifier: ExprSyntax] = [:]
    /// The cells a data source dequeued in this entry point, on any path (Interpreter+Tables).
    var dequeued: [ObjectRef] = []
    /// The cell providers of the diffable data sources the class made, by the kind of view they fill
    /// (Interpreter+Tables).
    var cellProviders: [CodeTableFill.Kind: Value] = [:]
    /// The library whose data source made a kind's cell provider (RxDataSources, Interpreter+RxDataSources):
    /// its class, and what it gives the provider before the view and index path; nil for UIKit's.
    var libraryCellProviders: [CodeTableFill.Kind: (className: String, leadingArguments: [Value])] = [:]
    /// The sections of the snapshot each kind of diffable data source was last given during setup
    /// (`apply(snapshot)`, Interpreter+Snapshots).
    var appliedSnapshots: [CodeTableFill.Kind: [SnapshotSection]] = [:]
    /// The parents of the outlines in the section snapshots applied during setup, each with whether
    /// it is expanded (Interpreter+Outlines).
    var outlineParents: [Value: Bool] = [:]
    /// The outline parents whose cell registration gives them the outline disclosure, each with its
    /// `actionHandler`'s description when the code gives one (Interpreter+Outlines).
    var outlineDisclosures: [Value: String?] = [:]
    /// The item a cell registration's handler is configuring a cell for (Interpreter+Outlines).
    var configuringItem: Value?
    /// The cells the class registered for reuse identifiers, in the order registered (Interpreter+Tables).
    var registeredCells: [CodeCellRegistration] = []
    /// Where each `UIAction` made in code is made, by its object's number (Interpreter+Actions).
    var madeActions: [Int: CodeLocation] = [:]
    /// The handlers of the `UIAction`s added to controls, by the selector their target-action fact
    /// names (`UIAction "Share" (PhotoViewController.swift:12:45)`), to run on activation (Interpreter+Actions).
    package internal(set) var actionHandlers: [String: ActionHandler] = [:]
    /// Tap gesture recognizers added to views in the entry point being run, judged at its end, when
    /// what the code set on them is known (Interpreter+Gestures).
    var addedRecognizers: [(recognizer: ObjectRef, step: CodeStep)] = []
    /// The cells of classes registered in code that data sources dequeued, by ``CodeView/id``
    /// (Interpreter+CodeCells).
    var madeCells: [Int: MadeCell] = [:]
    /// The app's classes registered for header and footer reuse identifiers (`headerFooterPrefix`
    /// and the identifier), by identifier (Interpreter+SectionViews).
    var registeredHeaderFooters: [String: String] = [:]
    /// Header, footer and supplementary views registered from nibs, by the key they are dequeued with (Interpreter+SectionViews).
    var registeredSectionNibs: [String: CodeSectionNib] = [:]
    /// The supplementary kinds a collection's setup registered views for, in order (Interpreter+SectionViews).
    var supplementaryKinds: [Value] = []
    /// The class, kind and handler of each supplementary registration made, by its object's id.
    var supplementaryRegistrations: [Int: (viewClass: String, kind: Value, handler: Value)] = [:]
    /// The diffable data source made for each kind of view, whose `supplementaryViewProvider` the setup may set.
    var diffableDataSources: [CodeTableFill.Kind: Int] = [:]
    /// The reuse identifier and handler of each cell registration made (`UICollectionView.CellRegistration`),
    /// by the object's id (Interpreter+CodeCells).
    var cellRegistrationHandlers: [Int: (identifier: String, handler: Value)] = [:]
    /// The section controllers an IGListKit data source made while it was asked for its sections
    /// (`ListSwiftPair.pair`), and the cells its section controllers dequeued from nibs or classes the
    /// app does not declare (Interpreter+IGListKit).
    /// Nil when no data source is being asked.
    var listSectionControllers: [(value: Value, instance: Instance)]?
    var listRegistrations: [CodeCellRegistration] = []

    /// An interpreter for class `className`, declared by `parts` (its declaration first, then its extensions).
    package init(index: DeclarationIndex, className: String, parts: [DeclarationIndex.TypePart]) {
        self.index = index
        self.className = className
        self.classParts = parts
    }

    /// The state after setup, to run each action from.
    package func snapshot() -> State { state }

    package func restore(_ saved: State) {
        assert(!state.fields.isJournaling, "restored between entry points, never while arms are explored")
        state = saved
    }

    // MARK: Entry points

    /// Runs `function` of the class as UIKit calls it, with its parameters unknown, `entry` naming it
    /// in the facts.
    package func run(_ function: FunctionRef, entry: String, arguments: [Value]? = nil, this: Value = .object(.this)) -> Run {
        begin(entry)
        let parameters = Array(function.declaration.signature.parameterClause.parameters)
        let values = arguments ?? parameters.map { .unknown(($0.secondName ?? $0.firstName).text) }
        frames = [Frame(this: this, typeName: function.typeName, part: function.part, name: nil, key: function.declaration.id)]
        bind(parameters, values)
        var returned: Value?
        if let body = function.declaration.body {
            lastExpressionValue = nil
            let flow = run(body.statements)
            returned = Self.result(of: flow, body.statements, lastExpressionValue, function.declaration)
        }
        return end(withEarlyReturns(returned))
    }

    /// Runs the statements of an accessor or initializer body of the class (`didSet`, `init(coder:)`,
    /// a computed override's getter), `entry` naming it, with `locals` bound.
    package func run(_ statements: CodeBlockItemListSyntax, in part: DeclarationIndex.TypePart, entry: String,
                     locals: [String: Value] = [:]) -> Run {
        begin(entry)
        frames = [Frame(scopes: [locals], this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
        var returned: Value?
        lastExpressionValue = nil
        switch run(statements) {
        case .returned(let value): returned = value
        // A getter of one expression returns its value.
        case .next where statements.count == 1: returned = lastExpressionValue
        default: break
        }
        return end(withEarlyReturns(returned))
    }

    /// `returned`, or one of it and what the entry point's paths that returned early gave back.
    func withEarlyReturns(_ returned: Value?) -> Value? {
        guard let early = frames.last?.earlyReturns, !early.isEmpty else { return returned }
        return merge(early + [returned ?? .none])
    }

    /// What a function's body gives back: what it returns, or the value of its one expression when
    /// it declares a result (`func count() -> Int { items.count }`).
    static func result(of flow: Flow, _ statements: CodeBlockItemListSyntax, _ last: Value?, _ function: FunctionDeclSyntax) -> Value? {
        switch flow {
        case .returned(let value): return value
        case .next where statements.count == 1 && function.signature.returnClause != nil: return last
        default: return nil
        }
    }

    /// The facts of setting UIKit property `property` of the class's own object to `value`, as an
    /// overridden accessibility getter gives it, at `node`.
    package func settingSelf(_ property: String, _ value: Value, entry: String, at node: some SyntaxProtocol,
                             in part: DeclarationIndex.TypePart) -> [CodeStep] {
        begin(entry)
        frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
        statementLocation = location(of: node)
        setUIKitProperty(of: .this, property, value)
        return end(nil).steps
    }

    /// Evaluates the stored properties' initial values and connects the outlets (`@IBOutlet`), as an
    /// object has them before any of its methods run; `lazy` ones wait for their first use.
    package func initializeStoredProperties() -> Run {
        begin("init")
        // Superclasses' first, so that the class's own declarations win.
        for (typeName, part) in partsWithSuperclasses().reversed() {
            frames = [Frame(this: .object(.this), typeName: typeName, part: part, name: nil, key: nil)]
            for member in part.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !Self.isStatic(variable) else { continue }
                let isOutlet = Self.has(variable.attributes, "IBOutlet")
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.isStored(binding) else { continue }
                    if isOutlet {
                        state.fields[name] = .object(.outlet(name))
                    } else if !Self.has(variable.modifiers, "lazy"), let initial = binding.initializer?.value {
                        statementLocation = location(of: binding)
                        let value = evaluate(initial)
                        // Another object may set a `var` it can reach before the screen shows (the
                        // controller that presents this one): its initial value is one possibility.
                        // Not a view or object the declaration makes (`var tableView = UITableView()`):
                        // the screen shows the one it makes (docs/code.md, "Control flow").
                        let settable = variable.bindingSpecifier.tokenKind == .keyword(.var)
                            && !Self.has(variable.modifiers, "private") && !Self.has(variable.modifiers, "fileprivate")
                            && !Self.isMadeByDeclaration(value)
                        state.fields[name] = settable ? merge([value, .unknown(name)]) : value
                    }
                }
            }
        }
        return end(nil)
    }

    func begin(_ name: String) {
        entry = name
        steps = []
        notes = []
        noted = []
        understood = 0
        statementsRun = 0
        evaluations = 0
        dequeued = []
        addedRecognizers = []
        depth = 0
        conditional = 0
        statementIssue = nil
    }

    func end(_ returned: Value?) -> Run {
        judgeAddedRecognizers()
        frames = []
        return Run(steps: steps, notes: notes, understood: understood, returned: returned)
    }

    // MARK: Facts and accounting

    /// Records what a statement does to the model.
    func effect(_ action: CodeAction, unknownOrigin: String? = nil) {
        var step = CodeStep(action, at: statementLocation, in: entry)
        step.via = frames.compactMap(\.name)
        step.isConditional = conditional > 0
        step.unknownOrigin = unknownOrigin
        steps.append(step)
    }

    /// Marks the statement being run as left alone (the first reason counts).
    func leaveAlone(_ reason: String) {
        if statementIssue == nil { statementIssue = reason }
    }

    /// Notes a statement left alone, once per place.
    func note(_ node: some SyntaxProtocol, _ reason: String?) {
        let at = location(of: node)
        guard noted.insert(at).inserted else { return }
        let route = ([entry] + frames.compactMap(\.name)).joined(separator: " → ")
        let why = reason.map { " — \($0)" } ?? ""
        notes.append(CodeNote(location: at, reason: "\(route): left alone: \(SyntaxText.short(node))\(why)"))
    }

    func location(of node: some SyntaxProtocol) -> CodeLocation {
        let part = frames.last?.part ?? classParts.first
        guard let part else { return CodeLocation(file: "", line: 0, column: 0) }
        // A node of a folded sequence is in a tree of its own, counting from the sequence's start.
        let offset = node.root.is(SourceFileSyntax.self) ? 0 : foldOffset
        let location = part.converter.location(for: AbsolutePosition(utf8Offset: offset + node.positionAfterSkippingLeadingTrivia.utf8Offset))
        return CodeLocation(file: part.path, line: location.line, column: location.column)
    }

    // MARK: Locals

    func lookupLocal(_ name: String) -> Value? {
        // The frame's scopes read in place: `frames.last` copied the whole frame at every name read.
        guard !frames.isEmpty else { return nil }
        for scope in frames[frames.count - 1].scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Sets an existing local; false when no local has that name.
    func setLocal(_ name: String, _ value: Value) -> Bool {
        guard !frames.isEmpty else { return false }
        for index in frames[frames.count - 1].scopes.indices.reversed() where frames[frames.count - 1].scopes[index][name] != nil {
            frames[frames.count - 1].scopes[index][name] = value
            return true
        }
        return false
    }

    func declareLocal(_ name: String, _ value: Value) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].scopes[frames[frames.count - 1].scopes.count - 1][name] = value
    }

    func bind(_ parameters: [FunctionParameterSyntax], _ values: [Value]) {
        for (position, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            declareLocal(name, position < values.count ? values[position] : .unknown(name))
        }
    }

    // MARK: Declarations

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    static func has(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }

    static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
        has(variable.modifiers, "static") || has(variable.modifiers, "class")
    }

    /// A binding that holds a value (no getter; observers allowed).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let accessors)?:
            return accessors.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The parts of a type: the class run's own (with its superclasses the app declares), or any
    /// other type's declaration and extensions.
    func parts(of typeName: String) -> [DeclarationIndex.TypePart] {
        if typeName == className { return classParts }
        if let known = typeParts[typeName] { return known }
        let found = index.typeParts(typeName, near: classParts.first?.path ?? "")
        typeParts[typeName] = found
        return found
    }

    /// The class's parts, then each superclass's the app declares, nearest first, with the type
    /// each belongs to: where UIKit finds a method the class inherits.
    package func partsWithSuperclasses() -> [(typeName: String, part: DeclarationIndex.TypePart)] {
        var result: [(String, DeclarationIndex.TypePart)] = []
        var type: String? = className
        var seen: Set<String> = []
        while let current = type, seen.insert(current).inserted {
            result += parts(of: current).map { (current, $0) }
            type = superclass(of: current)
        }
        return result
    }

    /// The superclass of `typeName` when the app declares it.
    func superclass(of typeName: String) -> String? {
        // `BaseListViewController<String>` is `BaseListViewController`.
        guard let first = parts(of: typeName).first(where: \.isDeclaration)?.inherits.first.map(DeclarationIndex.withoutGenericArguments),
              index.declaresType(first, near: classParts.first?.path ?? ""), first != typeName else { return nil }
        return first
    }

    /// The method `name` of `typeName`, found as Swift finds it (``memberParts(of:)``: the type and
    /// its superclasses the app declares, the app's extensions of the UIKit classes above them, the
    /// extensions of the protocols they conform to — those only with `labels`), with `labels` when given.
    package func method(_ name: String, of typeName: String, labels: [String?]? = nil, isStatic: Bool = false) -> FunctionRef? {
        let lookup = MemberLookup(typeName: typeName, name: name, labels: labels, isStatic: isStatic)
        if let found = methodsFound[lookup] { return found }
        let found = findMethod(name, of: typeName, labels: labels, isStatic: isStatic)
        methodsFound[lookup] = found
        return found
    }

    private func findMethod(_ name: String, of typeName: String, labels: [String?]?, isStatic: Bool) -> FunctionRef? {
        for (owner, part, isAbove) in memberParts(of: typeName) where labels != nil || !isAbove {
            for function in part.named.functions[name] ?? [] {
                guard (Self.has(function.modifiers, "static") || Self.has(function.modifiers, "class")) == isStatic else { continue }
                if let labels, !Self.matches(function.signature.parameterClause.parameters, labels) { continue }
                return FunctionRef(declaration: function, part: part, typeName: owner)
            }
        }
        return nil
    }

    /// Whether arguments with `labels` fit `parameters`: each label in order, defaulted parameters
    /// left out, a trailing closure (no label) taking a parameter of its own.
    static func matches(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if let next = remaining.first, next == label || next == nil && parameter.type.is(FunctionTypeSyntax.self) {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The variable `name` of `typeName`, found as ``method(_:of:labels:isStatic:)`` finds a method.
    func variable(_ name: String, of typeName: String, isStatic: Bool = false) -> FoundVariable? {
        let lookup = MemberLookup(typeName: typeName, name: name, labels: nil, isStatic: isStatic)
        if let found = variablesFound[lookup] { return found }
        let found = findVariable(name, of: typeName, isStatic: isStatic)
        variablesFound[lookup] = found
        return found
    }

    private func findVariable(_ name: String, of typeName: String, isStatic: Bool) -> FoundVariable? {
        for (owner, part, _) in memberParts(of: typeName) {
            for (binding, variable) in part.named.variables[name] ?? [] where Self.isStatic(variable) == isStatic {
                return (binding, variable, part, owner)
            }
        }
        return nil
    }

    /// A variable ``variable(_:of:isStatic:)`` found: its binding and declaration, the part holding
    /// it and the type that part runs as.
    typealias FoundVariable = (binding: PatternBindingSyntax, variable: VariableDeclSyntax, part: DeclarationIndex.TypePart, typeName: String)

    /// One member lookup: a name of a type, static or not, with the call's labels for a method.
    private struct MemberLookup: Hashable {
        var typeName: String
        var name: String
        var labels: [String?]?
        var isStatic: Bool
    }
}
