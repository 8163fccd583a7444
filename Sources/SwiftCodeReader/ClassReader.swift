import SwiftInterpreter
import SwiftSyntax

/// Runs one class from its declaration and extensions at the moments UIKit runs its code, with the
/// interpreter (docs/code.md, "When code runs"): its stored properties and outlets, `init(coder:)`,
/// each connected outlet's `didSet`, `awakeFromNib`, `viewDidLoad`, `viewWillAppear`,
/// `viewDidAppear` and its accessibility getters make the screen's initial state; its IBActions, the
/// methods it registers with `addTarget`, its accessibility overrides and
/// `tableView(_:didSelectRowAt:)` each run from that state when activated.
struct ClassReader {
    let index: DeclarationIndex

    /// The lifecycle methods, in the order UIKit calls them after the outlets are connected: a
    /// controller's layout callbacks and a view's `layoutSubviews` run once, for the first layout,
    /// between appearing and having appeared (docs/code.md, "When code runs").
    /// A view's `didMoveToWindow` runs as its screen appears, before its first layout.
    static let setupMethods = ["awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "didMoveToWindow", "viewWillLayoutSubviews", "layoutSubviews",
                               "viewDidLayoutSubviews", "viewDidAppear"]
    /// The app and scene delegate methods that set the window's root controller as the app launches,
    /// in the order UIKit calls them.
    static let launchMethods: [(String, [String?])] = [
        ("application", [nil, "willFinishLaunchingWithOptions"]), ("application", [nil, "didFinishLaunchingWithOptions"]),
        ("scene", [nil, "willConnectTo", "options"]),
    ]
    /// Accessibility properties a view may override with a getter; the value it returns is the view's.
    static let accessibilityGetters = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits", "isAccessibilityElement",
                                       "accessibilityElements", "accessibilityContainerType"]

    /// Reads class `name`; `attributedObjects` are its Interface Builder objects with runtime
    /// attributes, whose setup runs again with those that name its properties.
    func read(name: String, parts: [DeclarationIndex.TypePart], attributedObjects: [CodeAttributedObject] = []) -> ClassCode {
        var code = ClassCode(name: name, files: parts.map(\.path))
        let interpreter = Interpreter(index: index, className: name, parts: parts)
        var notes: [CodeNote] = []
        var noted: Set<CodeLocation> = []
        func record(_ run: Interpreter.Run) {
            code.understoodCount += run.understood
            for note in run.notes where noted.insert(note.location).inserted { notes.append(note) }
        }

        // The class's own superclass, or the first the app declares above it, is UIKit's `UIControl`.
        code.isControl = interpreter.partsWithSuperclasses().last(where: \.part.isDeclaration)?.part.inherits.first == "UIControl"
        let stored = interpreter.initializeStoredProperties()
        // Views made in stored properties' initial values (`let titleLabel = UILabel()`) and what is set on them.
        code.setup += stored.steps.filter(\.action.isAboutCodeViews)
        record(stored)
        let coderStart = code.setup.count
        for run in coderInitializerRuns(interpreter, parts) {
            code.setup += run.steps
            record(run)
        }
        code.coderInitializerSteps = coderStart..<code.setup.count
        if let (initializer, part) = Self.initializerRun(parts, inherited: interpreter.partsWithSuperclasses()), let body = initializer.body {
            let unknown = initializer.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, Value.unknown(($0.secondName ?? $0.firstName).text)) }
            let run = interpreter.run(body.statements, in: part, entry: "init", locals: Dictionary(unknown) { first, _ in first })
            code.initializer = run.steps
            record(run)
        }
        for run in outletObserverRuns(interpreter) {
            code.setup += run.steps
            record(run)
        }
        // An app or scene delegate sets the window's first screen when the app launches.
        for (method, labels) in Self.launchMethods {
            guard let function = interpreter.method(method, of: name, labels: labels) else { continue }
            let run = interpreter.run(function, entry: method)
            code.setup += run.steps
            record(run)
        }
        for run in lifecycleRuns(interpreter, name) {
            code.setup += run.steps
            record(run)
        }
        let attributed = attributedSetups(name: name, parts: parts, attributedObjects, record: record)
        code.attributedSetups = attributed.setups
        if let first = attributed.leftOut.first, let at = parts.first?.location {
            notes.append(CodeNote(location: at, reason: "runtime attributes: left alone: the runtime attributes of \(attributed.leftOut.count) objects (the first \(first.id) in \(first.file)) — more than \(InterpreterLimits.maximumAttributedSetups) different sets name the class's properties; those objects get the setup without them"))
        }

        code.setup += inputAccessorySteps(interpreter, of: name, inherited: interpreter.partsWithSuperclasses().map(\.part), record: record)

        let afterSetup = interpreter.snapshot()
        code.tables = dataSourceTables(interpreter, from: afterSetup, record: record)
        code.setup += dataTableSteps(interpreter, from: afterSetup, record: record)
        code.setup += containerElementSteps(interpreter, from: afterSetup, record: record)
        // The class's own methods first, then those it inherits from superclasses the app declares.
        for (typeName, part) in interpreter.partsWithSuperclasses() {
            for member in part.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                let method = function.name.text
                let parameters = Array(function.signature.parameterClause.parameters)
                let reference = Interpreter.FunctionRef(declaration: function, part: part, typeName: typeName)
                if let override = CodeOverride(rawValue: method) {
                    guard code.overrides[override] == nil else { continue }
                    interpreter.restore(afterSetup)
                    let run = interpreter.run(reference, entry: method)
                    code.overrides[override] = codeMethod(method, run, at: function, in: part)
                    record(run)
                } else if method == "tableView", parameters.count == 2, parameters[1].firstName.text == "didSelectRowAt" {
                    guard code.rowSelection == nil else { continue }
                    interpreter.restore(afterSetup)
                    let run = interpreter.run(reference, entry: "tableView(_:didSelectRowAt:)")
                    code.rowSelection = codeMethod("tableView(_:didSelectRowAt:)", run, at: function, in: part)
                    record(run)
                } else if function.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }) {
                    let selector = SyntaxText.selector(method, parameters)
                    guard code.methods[selector] == nil else { continue }
                    interpreter.restore(afterSetup)
                    let run = interpreter.run(reference, entry: method)
                    code.methods[selector] = codeMethod(method, run, at: function, in: part)
                    record(run)
                }
            }
        }
        // Methods the setup registers with addTarget run when the control sends them, like IBActions.
        let added = code.setup.flatMap { step -> [String] in
            switch step.action {
            case .addTarget(_, let selector, _): return [selector]
            // A menu's items send their actions when chosen (docs/code.md, "Actions and menus").
            case .set(_, .menu(let menu)): return menu.selectors
            // Bar button items made in code send theirs when activated, and their menus' items when chosen.
            case .set(_, .barItems(_, let items)): return items.flatMap { [$0.selector].compactMap(\.self) + ($0.menu?.selectors ?? []) }
            default: return []
            }
        }
        for (typeName, part) in interpreter.partsWithSuperclasses() {
            for member in part.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                let selector = SyntaxText.selector(function.name.text, Array(function.signature.parameterClause.parameters))
                guard added.contains(selector), code.methods[selector] == nil else { continue }
                interpreter.restore(afterSetup)
                let run = interpreter.run(Interpreter.FunctionRef(declaration: function, part: part, typeName: typeName), entry: function.name.text)
                code.methods[selector] = codeMethod(function.name.text, run, at: function, in: part)
                record(run)
            }
        }
        // The handlers of the UIActions the setup adds to controls run when the control is activated.
        for selector in added where code.methods[selector] == nil {
            guard let handler = interpreter.actionHandlers[selector] else { continue }
            interpreter.restore(afterSetup)
            let run = interpreter.run(handler, entry: handler.name)
            code.methods[selector] = CodeMethod(name: handler.name, steps: run.steps, location: handler.location, skippedCount: run.notes.count)
            record(run)
        }
        // The handlers registered in the setup run when another object posts their name (docs/code.md, "Notifications").
        for name in interpreter.observedNotifications {
            interpreter.restore(afterSetup)
            let run = interpreter.runHandlers(of: name, entry: "\(name) handler")
            let location = parts.first?.location ?? CodeLocation(file: "", line: 0, column: 0)
            code.notificationHandlers[name] = CodeMethod(name: "\(name) handler", steps: run.steps, location: location, skippedCount: run.notes.count)
            record(run)
        }
        code.skipped = notes + contextMenuNotes(parts)
        return code
    }

    /// `init(coder:)` of the class, as Interface Builder makes the object.
    private func coderInitializerRuns(_ interpreter: Interpreter, _ parts: [DeclarationIndex.TypePart]) -> [Interpreter.Run] {
        var runs: [Interpreter.Run] = []
        for part in parts {
            for member in part.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                      initializer.signature.parameterClause.parameters.first?.firstName.text == "coder" else { continue }
                runs.append(interpreter.run(body.statements, in: part, entry: "init"))
            }
        }
        return runs
    }

    /// Each outlet's `didSet`, as UIKit connects the outlets.
    private func outletObserverRuns(_ interpreter: Interpreter) -> [Interpreter.Run] {
        outletObservers(interpreter.partsWithSuperclasses().map(\.part)).map { outlet, accessor, part in
            interpreter.run(accessor, in: part, entry: "\(outlet).didSet", locals: ["oldValue": .none])
        }
    }

    /// The lifecycle methods (``setupMethods``), then the accessibility getters VoiceOver asks.
    private func lifecycleRuns(_ interpreter: Interpreter, _ name: String) -> [Interpreter.Run] {
        var runs: [Interpreter.Run] = []
        for method in Self.setupMethods {
            guard let function = interpreter.method(method, of: name) else { continue }
            runs.append(interpreter.run(function, entry: method, arguments: function.declaration.signature.parameterClause.parameters.map { _ in .bool(true) }))
        }
        for (property, getter, part) in accessibilityGetters(interpreter.partsWithSuperclasses().map(\.part)) {
            var run = interpreter.run(getter, in: part, entry: property)
            if let value = run.returned {
                run.steps += interpreter.settingSelf(property, value, entry: property, at: getter, in: part)
            }
            runs.append(run)
        }
        return runs
    }

    /// The setups of the class's Interface Builder objects whose user-defined runtime attributes
    /// name its own properties: for each distinct set of them, the setup an object made by
    /// `init(coder:)` runs, with the attributes set as UIKit sets them (docs/code.md, "When code
    /// runs"): a view's or cell's after its outlets are connected, a view controller's before its
    /// view is loaded; both before `awakeFromNib`. The statements the attributes run are counted;
    /// those of the setup run again only have their notes kept.
    private func attributedSetups(name: String, parts: [DeclarationIndex.TypePart], _ objects: [CodeAttributedObject],
                                  record: (Interpreter.Run) -> Void) -> (setups: [CodeAttributedSetup], leftOut: [CodeInterfaceBuilderObject]) {
        guard !objects.isEmpty else { return ([], []) }
        let probe = Interpreter(index: index, className: name, parts: parts)
        let uiKitClass = probe.partsWithSuperclasses().last(where: \.part.isDeclaration)?.part.inherits.first
        let isController = uiKitClass.map(UIKitAPI.viewControllerClasses.contains) ?? false
        var setups: [CodeAttributedSetup] = []
        var leftOut: [CodeInterfaceBuilderObject] = []
        for object in objects {
            let attributes = object.attributes.filter { probe.setsOwnProperty($0.keyPath) }
            guard !attributes.isEmpty else { continue }
            if let same = setups.firstIndex(where: { $0.attributes == attributes }) {
                setups[same].objects.insert(object.object)
                continue
            }
            guard setups.count < InterpreterLimits.maximumAttributedSetups else {
                leftOut.append(object.object)
                continue
            }
            let interpreter = Interpreter(index: index, className: name, parts: parts)
            func recordNotes(_ run: Interpreter.Run) {
                var run = run
                run.understood = 0
                record(run)
            }
            func notesOnly(_ run: Interpreter.Run) -> [CodeStep] {
                recordNotes(run)
                return run.steps
            }
            func setAttributes() -> [CodeStep] {
                let set = interpreter.setRuntimeAttributes(attributes)
                record(set)
                return set.steps
            }
            var setup = notesOnly(interpreter.initializeStoredProperties()).filter(\.action.isAboutCodeViews)
            for run in coderInitializerRuns(interpreter, parts) { setup += notesOnly(run) }
            // A storyboard's view controller has its attributes set as it is made, before its view
            // and outlets are loaded; a view or cell after its outlets are connected.
            if isController { setup += setAttributes() }
            for run in outletObserverRuns(interpreter) { setup += notesOnly(run) }
            if !isController { setup += setAttributes() }
            for run in lifecycleRuns(interpreter, name) { setup += notesOnly(run) }
            // The rest of the setup as the class's own ends (``read(name:parts:attributedObjects:)``).
            let inherited = interpreter.partsWithSuperclasses().map(\.part)
            setup += inputAccessorySteps(interpreter, of: name, inherited: inherited, record: recordNotes)
            let afterSetup = interpreter.snapshot()
            setup += dataTableSteps(interpreter, from: afterSetup, record: recordNotes)
            setup += containerElementSteps(interpreter, from: afterSetup, record: recordNotes)
            setups.append(CodeAttributedSetup(objects: [object.object], attributes: attributes, setup: setup))
        }
        return (setups, leftOut)
    }

    /// A method run as a gesture's or control's handler: its facts, with `return true`/`false` of an
    /// override as its result.
    private func codeMethod(_ name: String, _ run: Interpreter.Run, at function: FunctionDeclSyntax, in part: DeclarationIndex.TypePart) -> CodeMethod {
        var steps = run.steps
        if case .bool(let handled)? = run.returned {
            let at = part.converter.location(for: function.positionAfterSkippingLeadingTrivia)
            let returnLocation = Self.returnLocation(function, part) ?? CodeLocation(file: part.path, line: at.line, column: at.column)
            steps.append(CodeStep(.result(handled), at: returnLocation, in: name))
        }
        let at = part.converter.location(for: function.positionAfterSkippingLeadingTrivia)
        return CodeMethod(name: name, steps: steps, location: CodeLocation(file: part.path, line: at.line, column: at.column), skippedCount: run.notes.count)
    }

    /// The initializer code calls to make the object (`init()`, `init(viewModel:)`): the one without
    /// parameters, else the first declared; never `init(coder:)`, which Interface Builder calls.
    static func codeInitializer(_ parts: [DeclarationIndex.TypePart]) -> (InitializerDeclSyntax, DeclarationIndex.TypePart)? {
        var found: [(InitializerDeclSyntax, DeclarationIndex.TypePart)] = []
        for part in parts {
            for member in part.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil,
                      initializer.signature.parameterClause.parameters.first?.firstName.text != "coder" else { continue }
                found.append((initializer, part))
            }
        }
        return found.first { $0.0.signature.parameterClause.parameters.isEmpty } ?? found.first
    }

    /// Where the method's last `return` is.
    private static func returnLocation(_ function: FunctionDeclSyntax, _ part: DeclarationIndex.TypePart) -> CodeLocation? {
        guard let last = function.body?.statements.last(where: { $0.item.as(StmtSyntax.self)?.is(ReturnStmtSyntax.self) == true }) else { return nil }
        let at = part.converter.location(for: last.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: part.path, line: at.line, column: at.column)
    }

    /// The `didSet` of each `@IBOutlet`, the class's own before an inherited one of the same name:
    /// UIKit runs it when it connects the outlet.
    private func outletObservers(_ parts: [DeclarationIndex.TypePart]) -> [(String, CodeBlockItemListSyntax, DeclarationIndex.TypePart)] {
        var result: [(String, CodeBlockItemListSyntax, DeclarationIndex.TypePart)] = []
        for part in parts {
            for member in part.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                          let body = accessors.first(where: { $0.accessorSpecifier.text == "didSet" })?.body,
                          !result.contains(where: { $0.0 == name }) else { continue }
                    result.append((name, body.statements, part))
                }
            }
        }
        return result
    }

    /// `override var accessibilityLabel: String? { … }` and the like: a getter UIKit asks VoiceOver's questions with.
    private func accessibilityGetters(_ parts: [DeclarationIndex.TypePart]) -> [(String, CodeBlockItemListSyntax, DeclarationIndex.TypePart)] {
        getters(Self.accessibilityGetters, in: parts)
    }

    /// The getters of the properties `names` the class declares or overrides, the class's own before
    /// an inherited one of the same name.
    func getters(_ names: [String], in parts: [DeclarationIndex.TypePart]) -> [(String, CodeBlockItemListSyntax, DeclarationIndex.TypePart)] {
        var result: [(String, CodeBlockItemListSyntax, DeclarationIndex.TypePart)] = []
        for part in parts {
            for member in part.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          names.contains(name), !result.contains(where: { $0.0 == name }) else { continue }
                    switch binding.accessorBlock?.accessors {
                    case .getter(let items)?: result.append((name, items, part))
                    case .accessors(let accessors)?:
                        if let body = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.body { result.append((name, body.statements, part)) }
                    case nil: break
                    }
                }
            }
        }
        return result
    }
}
