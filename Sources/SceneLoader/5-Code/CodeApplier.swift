import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// Applies what the app's Swift code does (``AppCode``) to the document its storyboards made, as an
/// overlay would: properties set in setup methods become the views' properties, IBActions and row
/// selection become the steps of the controls and rows that send them, overrides and posts become
/// behaviours. Everything from code carries its Swift file and line. Nothing here can fail: a fact
/// that finds nothing to act on is listed in the explanation.
struct CodeApplier {
    let code: AppCode
    private(set) var explanation = CodeExplanation()
    /// Classes already explained (a class used by several scenes is applied to each, listed once).
    private var explained: Set<String> = []
    /// Classes with the runtime attributes their objects set, already explained.
    private var explainedAttributes: Set<String> = []
    /// The cells of the xibs the code registers for tables and collections, by the xib's path
    /// (CodeApplier+NibCells), read once per input; a xib that cannot be read, with why.
    var nibCells: [String: Result<NibCell?, SceneLoadError>] = [:]
    /// The views of the xibs the code registers for section headers, footers and supplementary views,
    /// by the xib's path (CodeApplier+SectionViews), read once per input; a xib that cannot be read, with why.
    var nibViews: [String: Result<NibView?, SceneLoadError>] = [:]
    /// The folder's storyboards in the order they are preferred as a Swift file's host, sorted and
    /// indexed by folder once: sorting them, then comparing each with the file, for each declared
    /// controller was half of a whole-apps audit (docs/performance.md).
    let storyboardHosts: PathNearness.Index<String>

    init(code: AppCode) {
        self.code = code
        // A launch screen is never the app's interface: an app with no other storyboard is hosted by
        // its code (its delegate's Swift file, `CodeInput`); only an app with no delegate either (the
        // folder, or one app of a folder of apps) has its controllers hosted by its launch screen.
        let interfaces = code.storyboards.filter { !code.infoPlist.isLaunchScreen($0) }
        let codeApps = Set(code.codeInputs.map { code.apps.root(of: $0) })
        let hosts = code.storyboards.filter { storyboard in
            let app = code.apps.root(of: storyboard)
            return !code.infoPlist.isLaunchScreen(storyboard) || !(codeApps.contains(app) || interfaces.contains { code.apps.root(of: $0) == app })
        }
        storyboardHosts = PathNearness.Index(Self.inHostOrder(hosts + code.codeInputs, infoPlist: code.infoPlist)) { $0 }
    }

    /// The AppSegues by source controller and identifier.
    private(set) var appSegues: [String: [String: AppSegueSpec]] = [:]

    mutating func apply(to source: inout DocumentSource) {
        for segue in source.appSegues { appSegues[segue.source, default: [:]][segue.identifier] = segue }
        let outlets = source.outlets
        // View controllers made in code are scenes too, before any code is applied, so that an action
        // elsewhere can show them.
        var madeInCode = codeScenes(for: source)
        madeInCode += codeContainers(for: source, holding: madeInCode)
        source.document.controllers += madeInCode
        source.sceneFiles += madeInCode.compactMap { $0.mark.location?.file }
        let madeInCodeIDs = Set(madeInCode.map(\.id))
        if let firstScreen = applyFirstScreen(to: &source) { explanation.understood.append(firstScreen) }
        readNibCells(for: source.document)
        let document = source.document
        var missing: Set<String> = []
        for index in source.document.controllers.indices {
            let template = source.document.controllers[index]
            let near = template.mark.location?.file ?? ""
            // A xib whose File's Owner is one of the app's views (a cell, an avatar view) is not a screen.
            if source.filesOwnerIDs.contains(template.id), let name = template.className, code.viewClasses.contains(name) {
                source.notViewControllerIDs.insert(template.id)
            }
            var controllerContext: Context?
            markCustomControls(in: &source.document.controllers[index], near: near)
            if let name = template.className {
                if let classCode = code.classCode(name, near: near) {
                    // A secondary file's controller ids carry its name and a colon before the Interface Builder id.
                    let ibID = template.id.split(separator: ":").last.map(String.init) ?? template.id
                    let (owner, attributes) = Self.withRuntimeAttributes(classCode, file: template.mark.location?.file, id: ibID)
                    var context = Context(owner: owner, controllerID: template.id, outlets: outlets.outlets(of: ibID, in: near),
                                          document: document, isController: true)
                    context.display = code.display
                    context.runtimeAttributes = attributes
                    applyController(&source.document.controllers[index], context: &context, madeInCode: madeInCodeIDs.contains(template.id))
                    controllerContext = context
                } else if !name.hasPrefix("UI") {
                    missing.insert(name)
                }
            }
            var contexts: [Context] = []
            let madeByController = Set(controllerContext?.codeViewIDs.values.map { $0 } ?? [])
            // The context of a custom view or cell of this controller whose class the app declares.
            func viewContext(className: String?, id: String?, mark: SourceMark) -> Context? {
                guard let className, let id, let classCode = code.classCode(className, near: near) else { return nil }
                let (owner, attributes) = Self.withRuntimeAttributes(classCode, file: mark.location?.file, id: Self.interfaceBuilderID(id))
                var context = Context(owner: owner, controllerID: template.id, outlets: outlets.outlets(of: id, in: mark.location?.file ?? near),
                                      document: document, isController: false, selfID: id)
                context.display = code.display
                context.isMadeInCode = madeByController.contains(id)
                context.runtimeAttributes = attributes
                return context
            }
            source.document.controllers[index].mutateViews { view in
                guard var context = viewContext(className: view.className, id: view.id, mark: view.mark) else { return }
                applyView(&view, context: &context)
                contexts.append(context)
            }
            source.document.controllers[index].mutateRootView { root in
                root.mutateRows { row in
                    guard var context = viewContext(className: row.className, id: row.id, mark: row.mark) else { return }
                    applyCell(&row, context: &context)
                    contexts.append(context)
                }
            }
            // The data source fills its tables from their prototypes, after the cells' own setup.
            if var context = controllerContext {
                let cellContexts = fillTables(&source.document.controllers[index], context: &context) { id, mark in
                    outlets.outlets(of: id, in: mark.location?.file ?? near)
                }
                record(context)
                contexts += cellContexts
            }
            applyVisibleCells(&source.document.controllers[index], contexts: &contexts)
            contexts.forEach { record($0) }
        }
        explanation.notApplied += Self.leaveOutImpossibleEmbeddings(in: &source.document)
        Self.giveCodeTabsTheirItems(in: &source.document)
        explanation.missingClasses = missing.sorted()
        explanation.classesRead = explained.sorted()
    }

    /// Adds what became of a class's facts to the explanation, once per class; once more per set of
    /// runtime attributes its objects have, with only the lines the class's own did not give.
    private mutating func record(_ context: Context) {
        if context.runtimeAttributes.isEmpty {
            guard explained.insert(context.owner.name).inserted else { return }
        } else {
            guard explainedAttributes.insert(context.owner.name + " " + context.runtimeAttributes.map(\.keyPath).joined(separator: ", ")).inserted else { return }
            if !explained.insert(context.owner.name).inserted {
                explanation.understood += context.understood.filter { !explanation.understood.contains($0) }
                explanation.notApplied += context.notApplied.filter { !explanation.notApplied.contains($0) }
                return
            }
        }
        explanation.understood += context.understood
        explanation.notApplied += context.notApplied
        explanation.skipped += context.owner.skipped.map { "\(code.display($0.location)): \(context.owner.name).\($0.reason)" }
        explanation.nothingToActOn += context.owner.understoodCount
    }

    /// Marks the plain views of the app's own `UIControl` subclasses as controls, before any code
    /// adds target-actions to them (docs/code.md, "Actions and menus").
    private func markCustomControls(in controller: inout ControllerSpec, near: String) {
        controller.mutateViews { view in
            guard case .view = view.kind, !view.isCustomControl, let name = view.className, !name.hasPrefix("UI"),
                  code.classCode(name, near: near)?.isControl == true else { return }
            view.isCustomControl = true
        }
    }

    /// The class's code for the object `id` of the Interface Builder file `file`: when the object's
    /// runtime attributes set the class's properties, with the setup run with them, and those
    /// attributes (docs/code.md, "When code runs"); else the class's own, and none.
    static func withRuntimeAttributes(_ classCode: ClassCode, file: String?, id: String?) -> (ClassCode, [CodeRuntimeAttribute]) {
        guard let file, let id, let attributed = classCode.attributedSetup(of: CodeInterfaceBuilderObject(file: file, id: id)) else { return (classCode, []) }
        var withAttributes = classCode
        withAttributes.setup = attributed.setup
        return (withAttributes, attributed.attributes)
    }

    /// The id Interface Builder gave an object, without the file name a secondary file's ids carry.
    static func interfaceBuilderID(_ id: String) -> String {
        id.split(separator: ":").last.map(String.init) ?? id
    }

    // MARK: Controllers

    func applyController(_ controller: inout ControllerSpec, context: inout Context, madeInCode: Bool = false) {
        let owner = context.owner
        // A controller made in code runs the initializer code calls first (docs/code.md).
        let setup = madeInCode ? owner.initializer + owner.setup : owner.setup
        let root = controller.content.rootView?.id
        let outlets = context
        if let titleView = placeCodeViews(setup, context: &context, resolve: { outlets.viewID($0, root: root) }, mutate: { body in controller.mutateViews(body) }) {
            // docs/code.md, "Bar button items made in code": it stands in place of the title.
            if controller.navigationItem == nil { controller.navigationItem = NavigationItemSpec(mark: titleView.mark) }
            controller.navigationItem?.titleView = titleView
        }
        if let accessory = context.inputAccessoryView {
            // docs/voiceover.md, "A first responder's input accessory view".
            controller.inputAccessoryView = accessory
            controller.firstResponder = true
        }
        applyElementLists(setup, context: &context, root: root, mutate: { body in controller.mutateViews(body) })
        let placed = context
        applyCodeConstraints(setup, context: &context, resolve: { placed.viewID($0, root: root) }, mutate: { body in controller.mutateViews(body) })
        for step in setup {
            switch step.action {
            case .set(_, let property) where property.namesOtherViews:
                continue
            case .set(.this, .title(let title)):
                controller.title = title
                context.applied(step, "sets the title")
            case .set(.this, .barItems(let placement, let items)):
                applyBarItems(items, placement, to: &controller, step: step, owner: owner.name)
                context.applied(step, "places \(items.count) bar button item\(items.count == 1 ? "" : "s") made in code")
            case .set(.this, .tabTitle(let title)):
                controller.tabBarItem = TabBarItemSpec(title: title, image: controller.tabBarItem?.image, mark: controller.tabBarItem?.mark ?? controller.mark)
                context.applied(step, "sets its tab's title")
            case .set(.this, .viewControllers(let names)):
                // The container itself was made from them (`CodeApplier+Containers.swift`).
                if controller.containedControllers.isEmpty {
                    context.notApplied(step, "sets viewControllers, which holds no scene of this input")
                } else {
                    context.applied(step, "holds \(names.joined(separator: ", "))")
                }
            case .set(.this, .inNavigationControllers(let names)):
                // The navigation controllers were made with the container (`CodeApplier+Containers.swift`).
                if case .split = controller.content {
                    context.applied(step, "shows \(names.joined(separator: ", ")) in a navigation controller")
                } else {
                    context.notApplied(step, "holds \(names.joined(separator: ", ")) in a navigation controller, which a11ysim shows as its root alone in a tab")
                }
            case .set(.this, .column(let column, let name)):
                if controller.containedControllers.isEmpty {
                    context.notApplied(step, "sets the \(column) column, which holds no scene of this input")
                } else {
                    context.applied(step, "holds \(name) in the \(column) column")
                }
            case .set(_, .firstResponder(let becomes)):
                // docs/voiceover.md, "A text field's input accessory view".
                if becomes {
                    context.notApplied(step, "makes a field first responder in \(step.method): a screen is shown with no field editing and the keyboard down, which is not modelled")
                } else {
                    context.applied(step, "resigns first responder in \(step.method): nothing is editing when the screen appears")
                }
            case .set(.this, .navigationTitle(let title)):
                if controller.navigationItem == nil { controller.navigationItem = NavigationItemSpec() }
                controller.navigationItem?.title = title
                context.applied(step, "sets navigationItem.title")
            case .set(let target, let property):
                let viewID = context.viewID(target, root: controller.content.rootView?.id)
                if !set(property, of: target, id: viewID, step: step, in: { body in controller.mutateViews(body) }, context: &context) {
                    context.notApplied(step, "sets \(property.name) of \(target), which no view of the scene is connected to")
                }
            case .addTarget(let target, _, _):
                addTargetAction(step, viewID: context.viewID(target, root: controller.content.rootView?.id), in: { body in controller.mutateViews(body) }, context: &context)
            case .addView, .removeView, .constrain:
                continue
            case .sendActions:
                context.notApplied(step, "actions sent while the screen is set up are not simulated")
            case .postAppNotification(let name):
                context.notApplied(step, "posts \(name) in \(step.method): while the screen is set up only the class's own handlers run")
            case .post:
                guard let steps = translate([step], context: &context) else { continue }
                let event = LifecycleEvent(rawValue: step.method) ?? .viewDidLoad
                controller.behaviours[.lifecycle(event)] = (controller.behaviours[.lifecycle(event)] ?? []) + steps
                context.applied(step, "posts in \(event.rawValue)")
            default:
                context.notApplied(step, "navigation in \(step.method) is not simulated")
            }
        }
        let views = controller
        context.rootViewID = root
        context.sceneView = { views.view(withID: $0) }
        attachMethods(context: &context) { body in controller.mutateTargetActions(body) }
        controller.notificationHandlers = notificationHandlers(context: &context)
        if let method = owner.rowSelection, !method.steps.isEmpty, let steps = translate(method.steps, context: &context) {
            let summary = summarize(method, steps, context: context)
            var rows = 0
            controller.mutateRootView { root in
                root.mutateRows { row in
                    guard row.onSelect.isEmpty else { return }
                    row.onSelect = steps
                    row.selectionSummary = summary
                    rows += 1
                }
            }
            if rows > 0 { context.understood.append(summary + " (\(rows) rows)") } else { context.notApplied.append(summary + ": every row has a segue") }
        }
        for (override, method) in owner.overrides.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let event = Self.event(override), BehaviourOwner.controller.allowedEvents.contains(event) else {
                context.notApplied.append("\(code.display(method.location)): \(owner.name).\(method.name) — a view controller is not an accessibility element")
                continue
            }
            attach(method, to: event, behaviours: &controller.behaviours, context: &context)
        }
    }

    // MARK: Custom views

    func applyView(_ view: inout ViewSpec, context: inout Context) {
        let owner = context.owner
        let viewContext = context
        // A view made in code ran its own initializer where the code made it: what its class's
        // `init(coder:)` places (as it does for Interface Builder's views), a nib it loads included,
        // is not placed a second time.
        let setup = context.isMadeInCode
            ? owner.setup.indices.filter { !owner.coderInitializerSteps.contains($0) && !owner.setup[$0].action.loadsNibView }.map { owner.setup[$0] }
            : owner.setup
        placeCodeViews(setup, context: &context, resolve: { viewContext.viewID($0, root: nil) }, mutate: { body in view.mutateViews(body) })
        applyElementLists(owner.setup, context: &context, root: nil, mutate: { body in view.mutateViews(body) })
        let placed = context
        applyCodeConstraints(owner.setup, context: &context, resolve: { placed.viewID($0, root: nil) }, mutate: { body in view.mutateViews(body) })
        let own = view
        context.sceneView = { own.view(withID: $0) }
        applyTargetActions(to: &view, context: &context)
        applySetup(context: &context, inside: "view", otherStep: { step in
            if case .post = step.action { return "a view's post is not simulated" }
            // Applied above (CodeApplier+TargetActions).
            if case .addTarget = step.action { return nil }
            if case .sendActions = step.action { return "actions sent while the view is set up are not simulated" }
            return "navigation in \(step.method) is not simulated"
        }, setSelf: { step, property in
            set(property, on: &view, from: step.location) ? nil : "\(property.name) does not apply to the \(view.kind.typeName)"
        }, mutateInside: { body in view.mutateViews(body) })
        for (override, method) in owner.overrides.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let event = Self.event(override) else { continue }
            attach(method, to: event, behaviours: &view.behaviours, context: &context)
        }
        view.notificationHandlers = notificationHandlers(context: &context)
    }

    // MARK: Cells

    /// A cell class's setup (`awakeFromNib`, its outlets' `didSet`…) on a cell an Interface Builder
    /// file defines: its own accessibility and text, and its outlets' views.
    func applyCell<Cell: PrototypeCell>(_ row: inout Cell, context: inout Context) {
        applyCellElements(context.owner.setup, to: &row, context: &context)
        applyElementLists(context.owner.setup, context: &context, root: nil, inCell: true, mutate: { body in
            for index in row.subviews.indices { row.subviews[index].mutateViews(body) }
        })
        applySetup(context: &context, inside: "cell", otherStep: { step in
            "a cell's \(step.action.isNavigation ? "navigation" : "posts and target-actions") in \(step.method) are not simulated"
        }, setSelf: { step, property in
            // A row cannot carry the cell's increment/decrement overrides yet: without them an
            // adjustable trait would claim a slider that changes nothing.
            if case .traits(let names, _) = property, names.contains("adjustable") {
                return "the adjustable trait of a cell is left out: its accessibilityIncrement/Decrement overrides are not simulated for cells"
            }
            return row.set(property, applier: self, from: step.location) ? nil : "\(property.name) does not apply to a cell"
        }, mutateInside: { body in
            for index in row.subviews.indices { row.subviews[index].mutateViews(body) }
        })
        row.notificationHandlers = notificationHandlers(context: &context)
    }

    /// The setup facts of a custom view's or cell's class: those on the object itself through
    /// `setSelf` (nil when applied, else why not), those on its outlets' views through `mutateInside`.
    private func applySetup(context: inout Context, inside kind: String, otherStep: (CodeStep) -> String?,
                            setSelf: (CodeStep, CodeProperty) -> String?, mutateInside: ((inout ViewSpec) -> Void) -> Void) {
        let owner = context.owner
        for step in owner.setup {
            if case .addView = step.action { continue }
            if case .removeView = step.action { continue }
            if case .set(_, let property) = step.action, property.namesOtherViews { continue }
            if case .constrain = step.action { continue }
            // The cells a table shows are there once its data source filled it (CodeApplier+VisibleCells).
            if step.action.namesVisibleCells { continue }
            // A view made in code had its data table asked, with itself as `self`, by the class that
            // made it (`Interpreter.readDataTablesMadeInCode`); its class's own reading is not of it.
            if context.isMadeInCode, case .set(_, let property) = step.action, property.isDataTableFact { continue }
            guard case .set(let target, let property) = step.action else {
                if let why = otherStep(step) { context.notApplied(step, why) }
                continue
            }
            if target == .this {
                if let why = setSelf(step, property) { context.notApplied(step, why) } else { context.applied(step, "sets \(property.name) of \(owner.name)") }
                continue
            }
            guard let id = context.viewID(target, root: nil) else {
                context.notApplied(step, "sets \(property.name) of \(target), which no view is connected to")
                continue
            }
            if !set(property, of: target, id: id, step: step, in: mutateInside, context: &context) {
                context.notApplied(step, "sets \(property.name) of \(target), which is not inside the \(kind)")
            }
        }
    }

    /// Sets `property` on the view `id` among those `mutate` reaches, noting what became of it;
    /// false when none has that id.
    private func set(_ property: CodeProperty, of target: CodeTarget, id: String?, step: CodeStep,
                     in mutate: ((inout ViewSpec) -> Void) -> Void, context: inout Context) -> Bool {
        guard let id else { return false }
        return Self.mutateView(id, in: mutate) { view in
            if set(property, on: &view, from: step.location) {
                context.applied(step, "sets \(property.name) of \(target)")
            } else {
                context.notApplied(step, "\(property.name) does not apply to the \(view.kind.typeName) \(target)")
            }
        }
    }

    /// Calls `body` on the first view with id `id` that `mutate` reaches; false when there is none.
    ///
    /// The walk's closure holds nothing but the id and `body`, which runs once: a closure that
    /// held the applier and the fact itself had them copied at every view of the walk, for each
    /// fact (a fifth of a whole-apps audit, docs/performance.md). Kept out of line so that the
    /// optimizer does not fold the caller's closure, with those captures, back into the walk.
    @inline(never)
    static func mutateView(_ id: String, in mutate: ((inout ViewSpec) -> Void) -> Void, _ body: (inout ViewSpec) -> Void) -> Bool {
        var found = false
        // `mutate` calls the closure only during the walk, never keeps it: `body` does not escape.
        withoutActuallyEscaping(body) { body in
            mutate { view in
                guard !found, view.id == id else { return }
                found = true
                body(&view)
            }
        }
        return found
    }

    private func attach(_ method: CodeMethod, to event: BehaviourEvent, behaviours: inout Behaviours, context: inout Context) {
        // An increment or decrement override is the element's handler even when none of its
        // statements is simulated: UIKit calls it instead of the control's own adjustment.
        let isAdjustment = event == .increment || event == .decrement
        guard behaviours[event] == nil, !method.steps.isEmpty || isAdjustment, let steps = translate(method.steps, context: &context) else { return }
        let summary = summarize(method, steps, context: context)
        behaviours[event] = steps
        behaviours.summaries[event] = summary
        context.understood.append(summary)
    }

    private static func event(_ override: CodeOverride) -> BehaviourEvent? {
        switch override {
        case .escape: return .escape
        case .magicTap: return .magicTap
        case .activate: return .activate
        case .increment: return .increment
        case .decrement: return .decrement
        case .scroll: return .scroll(nil)
        }
    }

    /// `LoginViewController.continueTapped — performs segue "showPermissions", Login/LoginViewController.swift:48`.
    func summarize(_ method: CodeMethod, _ steps: [Step], context: Context) -> String {
        let parts = method.steps.compactMap { Self.describe($0.action) }
        let nothing = method.skippedCount > 0 ? "runs code a11ysim does not simulate" : "does nothing"
        return "\(context.owner.name).\(method.name) — \(parts.isEmpty ? nothing : parts.joined(separator: ", then ")), \(code.display(method.location))"
    }

    private static func describe(_ action: CodeAction) -> String? {
        switch action {
        case .performSegue(let identifier): return "performs segue \"\(identifier)\""
        case .show(let scene, .present): return "presents \"\(scene.identifier)\""
        case .show(let scene, .push): return "pushes \"\(scene.identifier)\""
        case .show(let scene, _): return "shows \"\(scene.identifier)\""
        case .dismiss: return "dismisses"
        case .pop: return "goes back"
        case .popToRoot: return "goes back to the first screen"
        case .post(.announcement, .text(let text)): return "announces \"\(text)\""
        case .post(let notification, _): return "posts \(notification.rawValue)"
        case .set(let target, .firstResponder(true)): return "makes \(target) first responder"
        case .set(let target, .firstResponder(false)): return "ends editing in \(target)"
        case .set(let target, let property): return "sets \(property.name) of \(target)"
        case .addTarget(let target, let selector, _): return "adds the action \(selector) to \(target)"
        case .showController(let name, .present): return "presents \(name)"
        case .showController(let name, .push): return "pushes \(name)"
        case .showController(let name, .show): return "shows \(name)"
        case .showController(let name, _): return "makes \(name) the first screen"
        case .showContainer(let container, _): return "makes a \(container.uiKitClass) holding \(container.controllers.joined(separator: ", ")) the first screen"
        case .addView(let view, _, _): return "adds a \(view.className) made in code"
        case .removeView(let target): return "removes \(target)"
        case .constrain: return "changes a constraint"
        case .postAppNotification(let name): return "posts \(name)"
        case .sendActions(let target, let event): return "sends the \(event) actions of \(target)"
        case .result: return nil
        }
    }
}
