import SwiftSyntax

/// Collections filled by IGListKit (docs/code.md, "Lists made with IGListKit"): a `ListAdapter`
/// (or `ListSwiftAdapter`) made during setup with a data source asks it for a section controller per
/// object; the objects come from the app's data, known only when it runs, so — as for a diffable data
/// source's items — the data source is asked once with an unknown object, and each kind of section
/// controller it can return is one sample section. Each section's cells are made as the library makes
/// them: `numberOfItems()` items (one sample when unknown), each from `cellForItem(at:)` (a binding
/// section controller's `cellForViewModel`, then the cell's `bindViewModel`; a Swift section
/// controller's binders), its `collectionContext` dequeuing a cell of the class it names, made with
/// its class's code as a cell registered in code is (Interpreter+CodeCells).
extension Interpreter {
    /// A new object of one of IGListKit's classes (an adapter, a collection context); an adapter
    /// keeps the view controller it is made for (`adapter.viewController?.view`).
    func makeListObject(_ className: String, viewController: Value? = nil) -> Value {
        createdCount += 1
        let object = ObjectRef.created(className, createdCount)
        if let viewController { state.objectProperties[object, default: [:]]["viewController"] = viewController }
        return .object(object)
    }

    /// The app's class among IGListKit's section controllers a value is an instance of, with the
    /// library class it descends from.
    func sectionControllerClass(of value: Value) -> (typeName: String, library: String)? {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName,
              let library = uiKitClass(of: typeName, among: IGListKitAPI.sectionControllerClasses) else { return nil }
        return (typeName, library)
    }

    /// A property IGListKit gives an object, asked for after the app's own (and what the code set on
    /// it): a section controller's `collectionContext`, a Swift adapter's `listAdapter` (the adapter it
    /// wraps, here the same object). Nil for any other.
    func listKitMember(of base: Value, _ name: String) -> Value? {
        if case .object(.created("ListSwiftAdapter", _)) = base, name == "listAdapter" { return base }
        guard name == "collectionContext", sectionControllerClass(of: base) != nil else { return nil }
        return makeListObject(IGListKitAPI.collectionContextClass)
    }

    /// `dataSource = self` in a section controller's initializer: a property IGListKit declares
    /// (`dataSource`, `inset`, `supplementaryViewSource`…), kept on the instance; false for any other object.
    func keepsSectionControllerProperty(on object: Value, _ name: String, _ value: Value) -> Bool {
        guard sectionControllerClass(of: object) != nil, let id = instanceID(of: object) else { return false }
        state.instances[id]?.fields[name] = value
        return true
    }

    /// Keeps a section controller of the app's class made while a data source is asked for its
    /// sections, with its state as made: a path the interpreter explores may be dropped after it.
    func keepSectionController(_ value: Value) {
        guard listSectionControllers != nil, case .instance(let id) = value, let instance = state.instances[id],
              sectionControllerClass(of: value) != nil else { return }
        listSectionControllers?.append((value, instance))
    }

    /// A call on one of IGListKit's objects made in code (the collection context); nil for any other.
    func listKitCall(_ call: Call) -> Value? {
        guard case .object(.created(IGListKitAPI.collectionContextClass, _))? = call.base else { return nil }
        guard let row = IGListKitAPI.contextMethods[call.name] else {
            // `containerSize`, `cellForItem(at:sectionController:)`…: nothing VoiceOver sees.
            return .unknown("collectionContext.\(call.name)(…)")
        }
        return row(self, call)
    }

    /// Whether setting `name` of `object` is setting a property of an adapter: kept, understood.
    func setsListAdapterProperty(of object: ObjectRef) -> Bool {
        guard case .created(let className, _) = object else { return false }
        return IGListKitAPI.adapterClasses.contains(className)
    }

    /// `collectionContext.dequeueReusableCell(of: IssueCell.self, for: self, at: index)`: a cell of the
    /// app's class made as a cell registered in code; `withNibName:` a nib's cell, as one registered
    /// for the collection; `dequeueReusableCellFromStoryboard(withIdentifier:)` the storyboard's prototype.
    func listDequeue(_ call: Call) -> Value {
        if case .type(let cellClass)? = call.argument("of") {
            let identifier = call.argument("withReuseIdentifier")?.knownText ?? cellClass
            let cell = makeRegisteredCell(cellClass, .collection, identifier: identifier) ?? .object(.cell(identifier, className: nil))
            if case .object(let object) = cell { dequeued.append(object) }
            if madeCells(in: cell).isEmpty {
                listRegistrations.append(CodeCellRegistration(kind: .collection, reuseIdentifier: identifier, cellClass: cellClass, location: statementLocation))
            }
            return cell
        }
        if let nib = call.argument("withNibName")?.knownText {
            listRegistrations.append(CodeCellRegistration(kind: .collection, reuseIdentifier: nib, nib: nib, location: statementLocation))
            let cell = ObjectRef.cell(nib, className: nil)
            dequeued.append(cell)
            return .object(cell)
        }
        if let identifier = call.argument("withIdentifier")?.knownText {
            let cell = ObjectRef.cell(identifier, className: nil)
            dequeued.append(cell)
            return .object(cell)
        }
        leaveAlone("dequeues a cell of a section controller whose class, nib or identifier the interpreter cannot tell")
        return .unknown("a section controller's cell")
    }

    /// `ListSwiftPair.pair(value) { SectionController() }`: the closure, which the library calls for
    /// the value's section controller, is called; the section controller it makes is one of the list's.
    func listSwiftPair(_ call: Call) -> Value {
        guard let closure = call.closures.last else {
            leaveAlone("pairs a value with a section controller the interpreter cannot tell")
            return .unknown("a list pair")
        }
        return invoke(closure, [])
    }

    /// `binder(value, cellType: ListCellType.class(IssueCell.self), size:, configure:)` in a Swift
    /// section controller's `createBinders(from:)`: a cell of that class made, its `configure` closure
    /// run on it with the context unknown.
    func listBinder(_ call: Call) -> Value {
        guard case .type(let cellClass)? = call.argument("cellType") else {
            leaveAlone("binds a cell whose class the interpreter cannot tell (a nib's or a storyboard's binder is not modelled yet)")
            return .unknown("a binder")
        }
        let cell = makeRegisteredCell(cellClass, .collection, identifier: cellClass) ?? .object(.cell(cellClass, className: nil))
        if case .object(let object) = cell { dequeued.append(object) }
        if madeCells(in: cell).isEmpty {
            listRegistrations.append(CodeCellRegistration(kind: .collection, reuseIdentifier: cellClass, cellClass: cellClass, location: statementLocation))
        }
        if let configure = call.argument("configure") {
            _ = invoke(configure, [cell, .unknown("context")])
        }
        return .unknown("a binder")
    }

    // MARK: The list

    /// The collection an adapter made during setup fills from its data source, as IGListKit fills it;
    /// nil when the setup made no adapter with a data source, or the data source declares neither
    /// `listAdapter(_:sectionControllerFor:)` nor `values(adapter:)`. The runs come back too.
    func fillList(from setup: State) -> (fill: CodeTableFill, runs: [(entry: String, run: Run)])? {
        let adapters = setup.objectProperties.filter { setsListAdapterProperty(of: $0.key) && $0.value["dataSource"] != nil }
        // The first made: objects made in code are numbered in the order made.
        func number(_ object: ObjectRef) -> Int {
            if case .created(_, let id) = object { return id }
            return .max
        }
        guard let adapter = adapters.min(by: { number($0.key) < number($1.key) }) else { return nil }
        var dataSource = (this: Value.object(.this), typeName: className)
        if case .instance(let id)? = adapter.value["dataSource"], let typeName = setup.instances[id]?.typeName {
            dataSource = (.instance(id), typeName)
        }
        let function: FunctionRef, entry: String, arguments: [Value]
        if let found = method("listAdapter", of: dataSource.typeName, labels: [nil, "sectionControllerFor"]) {
            (function, entry, arguments) = (found, "listAdapter(_:sectionControllerFor:)", [.unknown("listAdapter"), .unknown("object")])
        } else if let found = method("values", of: dataSource.typeName, labels: ["adapter"]) {
            (function, entry, arguments) = (found, "values(adapter:)", [.unknown("adapter")])
        } else {
            return nil
        }
        restore(setup)
        listSectionControllers = []
        listRegistrations = []
        var runs: [(entry: String, run: Run)] = []
        let asked = run(function, entry: entry, arguments: arguments, this: dataSource.this)
        runs.append((entry, asked))
        let made = listSectionControllers ?? []
        listSectionControllers = nil
        let afterAsking = snapshot()
        // One sample section per kind of section controller, in the order they were made.
        var kinds: [(value: Value, instance: Instance, library: String)] = []
        for (value, instance) in made {
            guard !kinds.contains(where: { $0.instance.typeName == instance.typeName }),
                  let library = uiKitClass(of: instance.typeName, among: IGListKitAPI.sectionControllerClasses) else { continue }
            kinds.append((value, instance, library))
        }
        var sections: [CodeTableSection] = []
        var rowsLeft = InterpreterLimits.maximumTableRows
        for (controller, instance, library) in kinds.prefix(InterpreterLimits.maximumTableSections) {
            restore(afterAsking)
            if case .instance(let id) = controller { state.instances[id] = instance }
            let typeName = instance.typeName
            var section = CodeTableSection(isSample: true)
            for run in sectionRuns(controller, typeName, library, rowsLeft: rowsLeft) {
                runs.append((run.entry, run.run))
                section.rows += run.rows
            }
            rowsLeft -= section.rows.count
            sections.append(section)
        }
        restore(setup)
        var registrations = listRegistrations
        for row in sections.flatMap(\.rows) {
            guard let cell = row.cell, !registrations.contains(where: { $0.reuseIdentifier == row.reuseIdentifier }) else { continue }
            registrations.append(CodeCellRegistration(kind: .collection, reuseIdentifier: cell.className, cellClass: cell.className, location: cell.location))
        }
        // The collection view the adapter was given, when the model holds it.
        if case .object(let view)? = adapter.value["collectionView"], let target = view.target {
            for index in registrations.indices { registrations[index].view = target }
        }
        return (CodeTableFill(kind: .collection, sections: sections, method: entry, location: declarationLocation(function),
                              registrations: registrations), runs)
    }

    /// The runs that make one section controller's cells, each from the state after the data source
    /// was asked: the library gives it its object (`didUpdate(to:)`, the object unknown), asks for its
    /// item count, then for each item's cell. Each run comes with the rows it made.
    private func sectionRuns(_ controller: Value, _ typeName: String, _ library: String, rowsLeft: Int) -> [(entry: String, run: Run, rows: [CodeTableRow])] {
        let start = snapshot()
        func call(_ name: String, _ labels: [String?], _ arguments: [Value]) -> Value? {
            guard let function = method(name, of: typeName, labels: labels) else { return nil }
            return callFunction(function, this: controller, zip(labels, arguments).map { Argument(label: $0, value: $1, syntax: nil) })
        }
        /// One run of the library's calls, its entry named after the section controller's method.
        func run(_ entry: String, _ body: () -> Value?) -> (entry: String, run: Run, rows: [CodeTableRow]) {
            restore(start)
            begin("\(typeName).\(entry)")
            if let part = parts(of: typeName).first {
                frames = [Frame(this: controller, typeName: typeName, part: part, name: nil, key: nil)]
            }
            _ = call("didUpdate", ["to"], [.unknown("object")])
            let made = end(body())
            return ("\(typeName).\(entry)", made, rows(of: made))
        }
        if library == "ListSwiftSectionController" {
            return [run("createBinders(from:)") { call("createBinders", ["from"], [.unknown("value")]) }]
        }
        if library == "ListBindingSectionController" {
            // Its data source (usually itself) gives the view models and a cell for each; the library
            // then binds each cell that is `ListBindable` to its view model.
            let models = run("viewModels(for:)") { call("sectionController", [nil, "viewModelsFor"], [controller, .unknown("object")]) }
            var count: Int?
            if case .array(let items)? = models.run.returned { count = items.count }
            return (0..<min(count ?? Self.sampleRowCount, rowsLeft)).map { item in
                run("sectionController(_:cellForViewModel:at:)") {
                    let cell = call("sectionController", [nil, "cellForViewModel", "at"], [controller, .unknown("viewModel"), count == nil ? .unknown("index") : .number(Double(item))])
                    if let cell, let cellType = appType(of: cell), let bind = method("bindViewModel", of: cellType) {
                        _ = callFunction(bind, this: cell, [Argument(label: nil, value: .unknown("viewModel"), syntax: nil)])
                    }
                    return cell
                }
            }
        }
        let counted = run("numberOfItems()") { call("numberOfItems", [], []) ?? .number(1) }
        let count = Self.count(counted.run.returned)
        return (0..<min(count ?? Self.sampleRowCount, rowsLeft)).map { item in
            run("cellForItem(at:)") { call("cellForItem", ["at"], [count == nil ? .unknown("index") : .number(Double(item))]) }
        }
    }

}
