import SwiftSyntax

/// Tables and collections as the class's data source fills them (docs/code.md, "Tables and
/// collections"): the section and row counts, then the cell method once per row with a known
/// `IndexPath`, or once for a few sample rows when the count is known only when the app runs. The
/// cell a row dequeues is one of the model's objects (``ObjectRef/cell(_:className:)``), so what the
/// data source and the cell's own methods set on it are facts about that row.
extension Interpreter {
    /// How many sample rows stand for a section whose row count the code does not know statically,
    /// for each kind of cell the method returns: one, as the storyboard shows each prototype once,
    /// so that a finding about a cell is not repeated on copies the code may never make.
    package static let sampleRowCount = 1

    /// The data source methods of one kind of view: their names as the app declares them.
    private struct DataSourceMethods {
        var view: String
        var cells: [String?]
        var rows: [String?]
        var cellEntry: String
        var rowsEntry: String
        var row: String

        init(_ kind: CodeTableFill.Kind) {
            switch kind {
            case .table:
                view = "tableView"
                cells = [nil, "cellForRowAt"]
                rows = [nil, "numberOfRowsInSection"]
                cellEntry = "tableView(_:cellForRowAt:)"
                rowsEntry = "tableView(_:numberOfRowsInSection:)"
                row = "row"
            case .collection:
                view = "collectionView"
                cells = [nil, "cellForItemAt"]
                rows = [nil, "numberOfItemsInSection"]
                cellEntry = "collectionView(_:cellForItemAt:)"
                rowsEntry = "collectionView(_:numberOfItemsInSection:)"
                row = "item"
            }
        }
    }

    /// Runs the class's data source methods of `kind` from the state `setup` left, each from that
    /// state: nil when the class does not make the cells of that kind of view. The runs come back
    /// too, for the statements' accounting.
    package func fillTable(_ kind: CodeTableFill.Kind, from setup: State) -> (fill: CodeTableFill, runs: [(entry: String, run: Run)])? {
        let names = DataSourceMethods(kind)
        // The data source: the class itself, else an instance of the app's own type the setup set
        // as a view's `dataSource` (`tableView.dataSource = listDataSource`).
        var dataSource = (this: Value.object(.this), typeName: className)
        if method(names.view, of: className, labels: names.cells) == nil {
            for case .instance(let id)? in setup.objectProperties.values.map({ $0["dataSource"] }) {
                guard let typeName = setup.instances[id]?.typeName, method(names.view, of: typeName, labels: names.cells) != nil else { continue }
                dataSource = (.instance(id), typeName)
                break
            }
        }
        let typeName = dataSource.typeName
        guard let cellMethod = method(names.view, of: typeName, labels: names.cells) else {
            // A diffable data source's cell provider, else an IGListKit adapter's sections (Interpreter+IGListKit).
            return cellProviders[kind].flatMap { provide(kind, with: $0, from: setup) } ?? (kind == .collection ? fillList(from: setup) : nil)
        }
        var runs: [(entry: String, run: Run)] = []
        func call(_ function: FunctionRef, _ entry: String, _ arguments: (Interpreter) -> [Value]) -> Run {
            restore(setup)
            let run = self.run(function, entry: entry, arguments: arguments(self), this: dataSource.this)
            runs.append((entry, run))
            return run
        }
        let view = Value.unknown(names.view)
        var sectionCount: Int? = 1
        if let function = method("numberOfSections", of: typeName, labels: ["in"]) {
            sectionCount = Self.count(call(function, "numberOfSections(in:)", { _ in [view] }).returned)
        }
        var sections: [CodeTableSection] = []
        var rowsLeft = InterpreterLimits.maximumTableRows
        for number in 0..<min(sectionCount ?? 1, InterpreterLimits.maximumTableSections) {
            let section: Value = sectionCount == nil ? .unknown("section") : .number(Double(number))
            var spec = CodeTableSection()
            var rowCount: Int?
            if let function = method(names.view, of: typeName, labels: names.rows) {
                rowCount = Self.count(call(function, names.rowsEntry, { _ in [view, section] }).returned)
            }
            if kind == .table {
                spec.header = title("titleForHeaderInSection", of: typeName, view, section, call)
                if spec.header == nil { (spec.header, spec.headerView) = headerFooter("viewForHeaderInSection", of: typeName, view, section, call) }
                spec.footer = title("titleForFooterInSection", of: typeName, view, section, call)
                if spec.footer == nil { (spec.footer, spec.footerView) = headerFooter("viewForFooterInSection", of: typeName, view, section, call) }
                // The heights the delegate fixes (Interpreter+SectionHeights).
                spec.headerHeight = sectionHeight("heightForHeaderInSection", of: typeName, view, section, call)
                spec.footerHeight = sectionHeight("heightForFooterInSection", of: typeName, view, section, call)
            }
            if kind == .collection, let function = method("collectionView", of: typeName, labels: [nil, "viewForSupplementaryElementOfKind", "at"]) {
                // Each kind of supplementary view UIKit asks for (Interpreter+SectionViews).
                for supplementary in askedSupplementaryKinds {
                    let run = call(function, "collectionView(_:viewForSupplementaryElementOfKind:at:)", { $0.supplementaryArguments(supplementary, section: section) })
                    if Self.isFooterKind(supplementary) { spec.footerView = spec.footerView ?? sectionView(returnedBy: run) } else { spec.headerView = spec.headerView ?? sectionView(returnedBy: run) }
                }
            }
            spec.isSample = rowCount == nil
            let heightMethod = kind == .table ? method("tableView", of: typeName, labels: [nil, "heightForRowAt"]) : nil
            let count = min(rowCount ?? Self.sampleRowCount, rowsLeft)
            rowsLeft -= count
            // Sample rows are alike: the method runs once for them all.
            for row in 0..<(rowCount == nil ? min(count, 1) : count) {
                let index: Value = rowCount == nil ? .unknown("indexPath.\(names.row)") : .number(Double(row))
                let run = call(cellMethod, names.cellEntry, { $0.cellArguments(section: section, row: index, rowName: names.row) })
                var made = rows(of: run)
                // The row's height when the code fixes it (Interpreter+RowHeights).
                let height = heightMethod.flatMap { function in
                    Self.fixedHeight(call(function, "tableView(_:heightForRowAt:)", { $0.cellArguments(section: section, row: index, rowName: names.row) }).returned)
                } ?? (kind == .table ? fixedRowHeight(in: setup) : nil)
                for index in made.indices { made[index].height = height }
                // The item's size when the delegate fixes it (Interpreter+FlowLayouts).
                if kind == .collection, let size = itemSize(of: typeName, section: section, item: index, call) {
                    for index in made.indices { made[index].itemSize = size }
                }
                // Each cell placed in its data table by its own class (Interpreter+DataTableCells).
                for index in made.indices {
                    let placed = dataTableCellStep(for: made[index])
                    runs += placed.runs
                    if let step = placed.step { made[index].steps.append(step) }
                }
                spec.rows += rowCount == nil ? Array(repeating: made, count: count).flatMap { $0 } : made
            }
            sections.append(spec)
        }
        restore(setup)
        let declaration = cellMethod.declaration
        let at = cellMethod.part.converter.location(for: declaration.positionAfterSkippingLeadingTrivia)
        var fill = CodeTableFill(kind: kind, sections: sections, method: names.cellEntry, location: CodeLocation(file: cellMethod.part.path, line: at.line, column: at.column),
                                 registrations: registeredCells.filter { $0.kind == kind })
        if kind == .table {
            fill.sectionHeaderHeight = fixedTableHeight("sectionHeaderHeight", in: setup)
            fill.sectionFooterHeight = fixedTableHeight("sectionFooterHeight", in: setup)
        } else {
            // The flow layout the setup made (Interpreter+FlowLayouts).
            fill.flowLayout = flowLayoutSizing(in: setup)
        }
        return (fill, runs)
    }

    /// A diffable data source's cell provider (`UITableViewDiffableDataSource(tableView:cellProvider:)`)
    /// run from the state after setup: once per item of each section of the snapshot the setup
    /// applied whose items are a known array (bounded as a data source's rows are), with that item;
    /// once for a sample row, its item unknown, where the items are known only when the app runs
    /// (Interpreter+Snapshots).
    private func provide(_ kind: CodeTableFill.Kind, with provider: Value, from setup: State) -> (fill: CodeTableFill, runs: [(entry: String, run: Run)])? {
        guard case .closure(let id) = provider, closures.indices.contains(id), let part = classParts.first else { return nil }
        let names = DataSourceMethods(kind)
        let entry = libraryCellProviders[kind].map { "\($0.className) configureCell" }
            ?? "\(kind == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource") cell provider"
        var runs: [(entry: String, run: Run)] = []
        func call(_ section: Value, _ row: Value, _ item: Value?) -> Run {
            restore(setup)
            begin(entry)
            frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
            // An unknown item is left out: the closure's parameter, unknown, names it (`⟨message.sender⟩`).
            let arguments = (libraryCellProviders[kind]?.leadingArguments ?? []) + cellArguments(section: section, row: row, rowName: names.row) + (item.map { [$0] } ?? [])
            let run = end(invoke(provider, arguments))
            runs.append((entry, run))
            return run
        }
        let sample = (section: Value.unknown("section"), row: Value.unknown("indexPath.\(names.row)"))
        var sections: [CodeTableSection] = []
        // A snapshot without items (the app's data comes later) is no better than none: a sample row.
        let snapshot = appliedSnapshots[kind].flatMap { sections in sections.contains(where: { $0.items != .array([]) }) ? sections : nil }
        if let snapshot {
            var rowsLeft = InterpreterLimits.maximumTableRows
            for (number, section) in snapshot.prefix(InterpreterLimits.maximumTableSections).enumerated() {
                guard case .array(let items) = section.items else {
                    sections.append(CodeTableSection(rows: rowsLeft > 0 ? rows(of: call(.number(Double(number)), sample.row, nil)) : [], isSample: true))
                    rowsLeft -= 1
                    continue
                }
                var spec = CodeTableSection()
                for (row, item) in items.prefix(max(0, rowsLeft)).enumerated() {
                    let made = rows(of: call(.number(Double(number)), .number(Double(row)), item))
                    // An outline's item keeps its place in it (Interpreter+Outlines).
                    spec.rows += section.outline.map { placeInOutline(made, item: item, at: $0[row], kind: kind, from: setup, runs: &runs) } ?? made
                }
                rowsLeft -= items.count
                sections.append(spec)
            }
        } else {
            sections = [CodeTableSection(rows: rows(of: call(sample.section, sample.row, nil)), isSample: true)]
        }
        // The heights the code fixes: the delegate's `heightForRowAt`, the table's `rowHeight` (Interpreter+RowHeights).
        if kind == .table { runs += fixRowHeights(of: &sections, from: setup) }
        // The supplementary view provider the setup set, for each section's supplementary views (Interpreter+SectionViews).
        if kind == .collection, let source = diffableDataSources[kind], let supplementary = setup.instances[source]?.fields["supplementaryViewProvider"],
           case .closure = supplementary {
            for number in sections.indices {
                for supplementaryKind in askedSupplementaryKinds {
                    restore(setup)
                    begin("UICollectionViewDiffableDataSource supplementary view provider")
                    frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
                    let section: Value = snapshot != nil ? .number(Double(number)) : sample.section
                    let run = end(invoke(supplementary, supplementaryArguments(supplementaryKind, section: section)))
                    runs.append(("UICollectionViewDiffableDataSource supplementary view provider", run))
                    if Self.isFooterKind(supplementaryKind) {
                        sections[number].footerView = sections[number].footerView ?? sectionView(returnedBy: run)
                    } else {
                        sections[number].headerView = sections[number].headerView ?? sectionView(returnedBy: run)
                    }
                }
            }
        }
        restore(setup)
        let closure = closures[id]
        let offset = closure.syntax.root.is(SourceFileSyntax.self) ? 0 : closure.foldOffset
        let at = closure.part.converter.location(for: AbsolutePosition(utf8Offset: offset + closure.syntax.positionAfterSkippingLeadingTrivia.utf8Offset))
        return (CodeTableFill(kind: kind, sections: sections, method: entry, location: CodeLocation(file: closure.part.path, line: at.line, column: at.column),
                              registrations: registeredCells.filter { $0.kind == kind }), runs)
    }

    /// The rows a cell method's run makes: the cell it returns, and (as a path that returns early
    /// loses its value when others go on) every cell dequeued on any path.
    func rows(of run: Run) -> [CodeTableRow] {
        var cells = Self.cells(in: run.returned)
        for case .cell(let identifier, _) in dequeued where !cells.contains(where: { $0.0 == identifier }) {
            cells.append((identifier, nil))
        }
        var rows = cells.map { CodeTableRow(reuseIdentifier: $0.0, cellClass: $0.1, steps: run.steps) }
        // Cells of classes registered in code, returned or dequeued on any path (Interpreter+CodeCells).
        var made = madeCells(in: run.returned)
        for case .created(_, let id) in dequeued where !made.contains(where: { $0.view.id == id }) {
            if let cell = madeCells[id] { made.append(cell) }
        }
        for cell in made {
            var row = CodeTableRow(reuseIdentifier: cell.reuseIdentifier, cellClass: cell.view.className, steps: run.steps)
            row.cell = cell.view
            rows.append(row)
        }
        return rows
    }

    /// A section's header or footer title from `tableView(_:titleForHeaderInSection:)` or its
    /// footer twin; nil when the class has none or it gives no text.
    private func title(_ label: String, of typeName: String, _ view: Value, _ section: Value,
                       _ call: (FunctionRef, String, (Interpreter) -> [Value]) -> Run) -> String? {
        guard let function = method("tableView", of: typeName, labels: [nil, label]),
              let value = call(function, "tableView(_:\(label):)", { _ in [view, section] }).returned else { return nil }
        return Self.text(of: value)?.0
    }

    /// A section's header or footer from `tableView(_:viewForHeaderInSection:)` or its footer twin:
    /// the text it sets on the `textLabel` (or content configuration) of a view dequeued with
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`, as UIKit shows a plain header's title, and
    /// the view it returns when that is a view made in code (Interpreter+SectionViews) with what the
    /// run did to it. Nil for a class without the method or a view the interpreter cannot tell.
    private func headerFooter(_ label: String, of typeName: String, _ view: Value, _ section: Value,
                              _ call: (FunctionRef, String, (Interpreter) -> [Value]) -> Run) -> (String?, CodeSectionView?) {
        guard let function = method("tableView", of: typeName, labels: [nil, label]) else { return (nil, nil) }
        let run = call(function, "tableView(_:\(label):)", { _ in [view, section] })
        var returned = Set(Self.cells(in: run.returned).compactMap(\.0).filter { $0.hasPrefix(Self.headerFooterPrefix) })
        returned.formUnion(madeCells(in: run.returned).map(\.reuseIdentifier))
        let text = run.steps.reversed().lazy.compactMap { step -> String? in
            guard case .set(.cellOutlet(let identifier?, let name), .text(let text)) = step.action, returned.contains(identifier),
                  name == "textLabel" || name == "contentConfiguration" else { return nil }
            return text
        }.first
        return (text, sectionView(returnedBy: run))
    }

    /// Marks the reuse identifier of a header or footer view, which is not a row's cell.
    static let headerFooterPrefix = "header-footer:"

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: the header or footer view of that reuse
    /// identifier, which a data source's `viewForHeaderInSection` configures.
    func dequeueHeaderFooter(_ call: Call) -> Value {
        let identifier = Self.headerFooterPrefix + (call.argument("withIdentifier")?.knownText ?? "?")
        // A class of the app's registered for it: a view of that class, made (Interpreter+SectionViews).
        if let made = makeRegisteredHeaderFooter(identifier) { return made }
        return .object(.cell(identifier, className: nil))
    }

    /// `[view, indexPath]` for a cell method: an `IndexPath` whose `section` and `row` (or `item`)
    /// are known when the counts are.
    func cellArguments(section: Value, row: Value, rowName: String) -> [Value] {
        let indexPath = newInstance(of: "IndexPath", fields: ["section": section, rowName: row])
        return [.unknown(rowName == "row" ? "tableView" : "collectionView"), .instance(indexPath)]
    }

    /// `[collectionView, kind, indexPath]` for a supplementary view of `section`: its first item's index path.
    func supplementaryArguments(_ kind: Value, section: Value) -> [Value] {
        [.unknown("collectionView"), kind, .instance(newInstance(of: "IndexPath", fields: ["section": section, "item": .number(0)]))]
    }

    /// A count a data source returned, when it is known: a whole number, or the same one on every path.
    static func count(_ value: Value?) -> Int? {
        switch value {
        case .number(let number)?: return number >= 0 && number == number.rounded() && number < 1e9 ? Int(number) : nil
        case .oneOf(let values)?:
            let counts = Set(values.map { count($0) })
            guard counts.count == 1, let only = counts.first else { return nil }
            return only
        default: return nil
        }
    }

    /// The cells a cell method returns: one, or one per path that returns a different one.
    static func cells(in value: Value?) -> [(String?, String?)] {
        switch value {
        case .object(.cell(let identifier, let className))?: return [(identifier, className)]
        case .oneOf(let values)?:
            var result: [(String?, String?)] = []
            for cell in values.flatMap({ cells(in: $0) }) where !result.contains(where: { $0 == cell }) { result.append(cell) }
            return result
        default: return []
        }
    }

    // MARK: Cells in the code

    /// `dequeueReusableCell(withIdentifier:for:)` and the collection view's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: the cell of that reuse identifier.
    func dequeue(_ call: Call) -> Value {
        let argument = call.argument("withIdentifier") ?? call.argument("withReuseIdentifier")
        let kind: CodeTableFill.Kind = call.argument("withIdentifier") != nil ? .table : .collection
        // An identifier chosen on different paths (`isInfo ? Ids.info : Ids.item`): the cell of each, one per path.
        if case .oneOf(let options)? = argument, options.allSatisfy({ $0.knownText != nil }) {
            return merge(options.map { dequeue(identifier: $0.knownText, kind) })
        }
        return dequeue(identifier: argument?.knownText, kind)
    }

    /// The cell of reuse identifier `identifier` (nil: not known statically) of a table or collection.
    private func dequeue(identifier: String?, _ kind: CodeTableFill.Kind) -> Value {
        // A class registered in code for the identifier: a cell of that class, made (Interpreter+CodeCells).
        if let identifier, let registration = registeredCells.last(where: { $0.kind == kind && $0.reuseIdentifier == identifier }),
           let cellClass = registration.cellClass, let made = makeRegisteredCell(cellClass, kind, identifier: identifier) {
            if case .object(let object) = made { dequeued.append(object) }
            return made
        }
        let cell = ObjectRef.cell(identifier, className: nil)
        dequeued.append(cell)
        return .object(cell)
    }

    /// `register(_:forCellReuseIdentifier:)` and the collection view's `register(_:forCellWithReuseIdentifier:)`:
    /// a nib (`UINib(nibName:bundle:)`) or a class (`ContactCell.self`) for a reuse identifier, which the
    /// data source's `dequeueReusableCell` then makes.
    func register(_ call: Call) {
        let kind: CodeTableFill.Kind
        let identifier: Value?
        if let table = call.argument("forCellReuseIdentifier") {
            (kind, identifier) = (.table, table)
        } else if let collection = call.argument("forCellWithReuseIdentifier") {
            (kind, identifier) = (.collection, collection)
        } else {
            // Header and footer views (Interpreter+SectionViews).
            registerHeaderFooter(call)
            return
        }
        guard let reuseIdentifier = identifier?.knownText else {
            leaveAlone("registers a cell for a reuse identifier not known statically")
            return
        }
        var registration = CodeCellRegistration(kind: kind, reuseIdentifier: reuseIdentifier, view: call.object?.target, location: statementLocation)
        switch call.argument(nil) {
        case .object(.nib(let name))?: registration.nib = name
        case .type(let name)?: registration.cellClass = name
        default:
            leaveAlone("registers a cell for \"\(reuseIdentifier)\" from a nib or class the interpreter cannot tell")
            return
        }
        registeredCells.removeAll { $0.kind == kind && $0.reuseIdentifier == reuseIdentifier }
        registeredCells.append(registration)
    }

    /// `UITableViewDiffableDataSource(tableView:cellProvider:)` and the collection view's: the cell
    /// provider is kept, to run when the table is filled.
    func diffableDataSource(_ kind: CodeTableFill.Kind, _ call: Call) -> Value {
        keepCellProvider(kind, call.arguments)
        // An object the snapshot is applied to (Interpreter+Snapshots), whose supplementary view
        // provider the setup may set (Interpreter+SectionViews).
        let id = newInstance(of: kind == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource")
        diffableDataSources[kind] = id
        return .instance(id)
    }

    /// Keeps the cell provider among `arguments` (labelled `cellProvider:`, else the first closure) of a
    /// diffable data source, UIKit's or the app's subclass of it, made during setup.
    func keepCellProvider(_ kind: CodeTableFill.Kind, _ arguments: [Argument]) {
        let closures = arguments.map(\.value).filter { if case .closure = $0 { return true } else { return false } }
        guard let provider = arguments.first(where: { $0.label == "cellProvider" })?.value ?? closures.first else {
            leaveAlone("makes a diffable data source whose cell provider the interpreter cannot tell")
            return
        }
        cellProviders[kind] = provider
        libraryCellProviders[kind] = nil
    }

    /// `cell as! EpisodeCell`: the cell, now of the app's class, whose methods and outlets the
    /// interpreter can follow; any other cast is the value itself.
    func cast(_ syntax: AsExprSyntax) -> Value {
        cast(evaluate(syntax.expression), to: syntax)
    }

    /// `value` cast as `syntax` casts it; each cell of a value chosen on different paths alike.
    private func cast(_ value: Value, to syntax: AsExprSyntax) -> Value {
        if case .oneOf(let options) = value { return merge(options.map { cast($0, to: syntax) }) }
        guard case .object(.cell(let identifier, _)) = value else { return value }
        var type = TypeSyntax(syntax.type)
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        // `as! T` inside a generic function: the type `T` stands for in this call (Interpreter+Generics).
        if case .type(let bound)? = lookupLocal(type.trimmedDescription) { return .object(.cell(identifier, className: bound)) }
        return .object(.cell(identifier, className: type.trimmedDescription))
    }

    /// A member of a dequeued cell of the app's class `typeName`: what the code set on it, or its
    /// `@IBOutlet`, a view of the cell; nil for anything else.
    func cellMember(of object: ObjectRef, _ name: String, in typeName: String) -> Value? {
        guard case .cell(let identifier, _) = object else { return nil }
        if let value = state.objectProperties[object]?[name] { return value }
        guard let found = variable(name, of: typeName), Self.has(found.variable.attributes, "IBOutlet") else { return nil }
        return .object(.cellOutlet(identifier, name))
    }
}
