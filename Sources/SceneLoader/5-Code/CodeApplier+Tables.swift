import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

extension CodeApplier {
    /// Fills the controller's prototype tables and collections as its data source does
    /// (docs/code.md, "Tables and collections"): each row or item the code makes is a copy of the
    /// prototype cell with the reuse identifier it dequeued (with what the cell's own setup did to
    /// it), configured by the run's facts; a table's sections take the data source's header and
    /// footer titles. One whose data source makes no cell the model can tell keeps its prototypes,
    /// saying why. `cellOutlets` gives a prototype cell's outlets (name to view id) by its id and place.
    @discardableResult
    func fillTables(_ controller: inout ControllerSpec, context: inout Context,
                    cellOutlets: (String, SourceMark) -> [String: String]) -> [Context] {
        var cellContexts: [Context] = []
        for fill in context.owner.tables {
            let noun = fill.kind == .table ? "table" : "collection"
            let method = "\(context.display(fill.location)): \(context.owner.name).\(fill.method)"
            let rows = fill.sections.flatMap(\.rows)
            guard !rows.isEmpty else {
                context.notApplied.append("\(method): returns no cell dequeued from the \(noun); it shows its prototype cells")
                continue
            }
            // Cells registered in code from nibs (CodeApplier+NibCells), for the view they are registered with.
            // And cells of a class registered in code (CodeApplier+ClassCells): one registration per
            // identifier, the last, as in UIKit.
            let nibRows = fill.kind == .table ? registeredPrototypes(fill, { $0.row }, context: &context, cellContexts: &cellContexts)
                + classPrototypes(fill, context: context, of: RowSpec.self).map { ($0, [:]) } : []
            let nibItems = fill.kind == .collection ? registeredPrototypes(fill, { $0.item }, context: &context, cellContexts: &cellContexts)
                + classPrototypes(fill, context: context, of: ItemSpec.self).map { ($0, [:]) } : []
            var nibOutlets: [String: [String: String]] = [:]
            for (id, outlets) in nibRows.map({ ($0.cell.id, $0.outlets) }) + nibItems.map({ ($0.cell.id, $0.outlets) }) {
                if let id { nibOutlets[id] = outlets }
            }
            func outletsOf(_ id: String, _ mark: SourceMark) -> [String: String] { nibOutlets[id] ?? cellOutlets(id, mark) }
            let root = controller.content.rootView?.id
            let registeredViews = Set(fill.registrations.compactMap { $0.view.flatMap { context.viewID($0, root: root) } })
            // A table without prototypes or static cells takes the registered cells: the one they are
            // registered with, or any such table when the code does not say which.
            func takesRegistered(_ id: String?, empty: Bool, registered: Int) -> Bool {
                registered > 0 && empty && (registeredViews.isEmpty || id.map(registeredViews.contains) == true)
            }
            var kept: Int?
            controller.mutateRootView { root in
                root.mutateViews { view in
                    guard kept == nil else { return }
                    switch (fill.kind, view.kind) {
                    case (.table, .table(var table))
                        where table.hasPrototypes || takesRegistered(view.id, empty: table.sections.allSatisfy(\.rows.isEmpty), registered: nibRows.count):
                        let mark = table.sections.first?.mark ?? SourceMark()
                        let prototypes = table.hasPrototypes ? table.sections.flatMap(\.rows) : []
                        guard let (sections, unseen) = build(fill, from: prototypes, registered: nibRows.map { $0.cell }, outletsOf, &context) else { return }
                        table.sections = zip(fill.sections, sections).enumerated().map { number, pair in
                            let (section, rows) = pair
                            var spec = SectionSpec(header: section.header, footer: section.footer, rows: rows, mark: mark)
                            // Header and footer views made in code (CodeApplier+SectionViews).
                            let tableID = view.id ?? context.controllerID
                            spec.headerView = section.headerView.flatMap { sectionViewSpec($0, "header", number: number, listID: tableID, context: &context) }
                            spec.footerView = section.footerView.flatMap { sectionViewSpec($0, "footer", number: number, listID: tableID, context: &context) }
                            // The heights the delegate fixes (docs/layout.md, "Section header and footer heights").
                            spec.headerHeight = Self.coordinate(section.headerHeight)
                            spec.footerHeight = Self.coordinate(section.footerHeight)
                            return spec
                        }
                        table.sectionHeaderHeight = Self.coordinate(fill.sectionHeaderHeight) ?? table.sectionHeaderHeight
                        table.sectionFooterHeight = Self.coordinate(fill.sectionFooterHeight) ?? table.sectionFooterHeight
                        if table.sections.isEmpty { table.sections = [SectionSpec(mark: mark)] }
                        table.sections[table.sections.count - 1].rows += unseen
                        table.hasPrototypes = false
                        view.kind = .table(table)
                        kept = unseen.count
                    case (.collection, .collection(var collection))
                        where collection.hasPrototypes || takesRegistered(view.id, empty: collection.sections.allSatisfy(\.isEmpty), registered: nibItems.count):
                        let prototypes = collection.hasPrototypes ? collection.sections.flatMap { $0 } : []
                        guard let (sections, unseen) = build(fill, from: prototypes, registered: nibItems.map { $0.cell }, outletsOf, &context) else { return }
                        collection.sections = sections.isEmpty ? [unseen] : sections
                        if !sections.isEmpty { collection.sections[collection.sections.count - 1] += unseen }
                        // Supplementary views made in code (CodeApplier+SectionViews).
                        let collectionID = view.id ?? context.controllerID
                        for (number, section) in fill.sections.enumerated() where collection.sections.indices.contains(number) {
                            collection.headers[number] = section.headerView.flatMap { sectionViewSpec($0, "header", number: number, listID: collectionID, context: &context) }
                            collection.footers[number] = section.footerView.flatMap { sectionViewSpec($0, "footer", number: number, listID: collectionID, context: &context) }
                        }
                        collection.hasPrototypes = false
                        // The flow layout made in code (docs/layout.md, "Self-sizing collection items").
                        if let layout = fill.flowLayout {
                            collection.estimatesItemSize = layout.estimatesItemSize
                            if let width = Self.coordinate(layout.itemWidth), let height = Self.coordinate(layout.itemHeight) {
                                collection.itemSize = Size(width: width, height: height)
                            }
                            collection.headerHeight = Self.coordinate(layout.headerHeight) ?? collection.headerHeight
                            collection.footerHeight = Self.coordinate(layout.footerHeight) ?? collection.footerHeight
                        }
                        view.kind = .collection(collection)
                        kept = unseen.count
                    default:
                        return
                    }
                }
            }
            if let kept {
                let samples = fill.sections.contains(where: \.isSample) ? ", sample rows where the count is known only when the app runs" : ""
                let unseen = kept == 0 ? "" : "; \(kept) prototype cells it was not seen to dequeue are kept as the storyboard has them"
                context.understood.append("\(method) fills the \(noun): \(fill.sections.count) sections, \(rows.count) rows\(samples)\(unseen)")
            } else {
                let names = Set(rows.map(\.reuseIdentifier)).map { $0.map { "\"\($0)\"" } ?? "an identifier not known statically" }.sorted().joined(separator: ", ")
                context.notApplied.append("\(method): dequeues \(names), which no prototype cell of the scene's \(noun)s has (nor a nib the code registers for a \(noun) without cells of its own)")
            }
        }
        return cellContexts
    }

    /// Each section's cells, copies of `prototypes` (the storyboard's) or `registered` (registered in
    /// code, which take precedence as in UIKit) configured by the fill's rows, and the storyboard's
    /// prototypes no row dequeued: the interpreter may not follow every path that returns a cell, so
    /// those stay as the storyboard shows them. Nil when no row dequeues one of them.
    private func build<Cell: PrototypeCell>(_ fill: CodeTableFill, from prototypes: [Cell], registered: [Cell], _ cellOutlets: (String, SourceMark) -> [String: String],
                                            _ context: inout Context) -> (sections: [[Cell]], unseen: [Cell])? {
        let rows = fill.sections.flatMap(\.rows)
        let all = registered + prototypes
        guard rows.contains(where: { Self.prototype($0.reuseIdentifier, in: all) != nil }) else { return nil }
        var copies: [String: Int] = [:]
        let sections = fill.sections.map { section in
            section.rows.compactMap { row -> Cell? in
                guard let prototype = Self.prototype(row.reuseIdentifier, in: all) else { return nil }
                var cell = configure(prototype, with: row, outlets: prototype.id.map { cellOutlets($0, prototype.mark) } ?? [:], context: &context)
                let copy = (copies[prototype.id ?? ""] ?? 0) + 1
                copies[prototype.id ?? ""] = copy
                // Ids are unique within a controller: the first copy keeps the prototype's.
                if copy > 1 { cell.renumber(copy) }
                return cell
            }
        }
        let unseen = prototypes.filter { prototype in !rows.contains { Self.prototype($0.reuseIdentifier, in: all) == prototype } }
        return (sections, unseen)
    }

    /// The prototype with `identifier`; for an identifier not known statically, the only prototype.
    private static func prototype<Cell: PrototypeCell>(_ identifier: String?, in prototypes: [Cell]) -> Cell? {
        guard let identifier else { return prototypes.count == 1 ? prototypes.first : nil }
        return prototypes.first { $0.reuseIdentifier == identifier }
    }

    /// A length the code gives (a section's height, a layout's size), when it is within the loader's
    /// bound on coordinates (docs/cli.md, "Limits on inputs"); nil beyond it, as for a value not known.
    private static func coordinate(_ length: Double?) -> Double? {
        length.flatMap { $0 <= Limits.maximumCoordinate ? $0 : nil }
    }

    /// A copy of `prototype` with the row's facts about its cell applied; each fact is explained once.
    private func configure<Cell: PrototypeCell>(_ prototype: Cell, with row: CodeTableRow, outlets: [String: String], context: inout Context) -> Cell {
        var cell = prototype
        // A cell of a class registered in code: the views its initializer built (CodeApplier+ClassCells).
        if let made = row.cell { buildMadeCell(&cell, made, steps: row.steps, context: &context) }
        // A height the code fixes (`heightForRowAt`, the table's `rowHeight`) wins over the prototype's
        // and over sizing itself (docs/layout.md, "Self-sizing rows").
        if let height = row.height, height <= Limits.maximumCoordinate, var tableRow = cell as? RowSpec {
            tableRow.height = height
            tableRow.sizesItself = false
            if let fixed = tableRow as? Cell { cell = fixed }
        }
        // An item of a section snapshot's outline keeps its place, so that double tap can expand or
        // collapse it (docs/voiceover.md, "Outline disclosure").
        if let place = row.outline, var item = cell as? ItemSpec {
            item.outline = OutlinePlace(level: place.level, isExpanded: place.isExpanded, showsDisclosure: place.showsDisclosure,
                                        actionHandler: place.actionHandler)
            item.onExpand = translate(place.willExpand, context: &context) ?? []
            item.onCollapse = translate(place.willCollapse, context: &context) ?? []
            if let placed = item as? Cell { cell = placed }
        }
        // An item's size the delegate gives (`sizeForItemAt`): its size unless it sizes itself
        // (docs/layout.md, "Self-sizing collection items").
        if let size = row.itemSize, max(size.width, size.height) <= Limits.maximumCoordinate, var item = cell as? ItemSpec {
            item.size = Size(width: size.width, height: size.height)
            if let sized = item as? Cell { cell = sized }
        }
        for step in row.steps {
            let first = context.explainedSteps.insert(step.location).inserted
            func applied(_ what: String) { if first { context.applied(step, what) } }
            func notApplied(_ why: String) { if first { context.notApplied(step, why) } }
            switch step.action {
            case .set(.cell(let identifier), .elements(let elements)) where identifier == row.reuseIdentifier || identifier == nil:
                // The cell's own order, of its views (CodeApplier+Elements, "A cell's own elements").
                let ids = elements.map { element -> String? in
                    if case .cellOutlet(_, let name) = element { return outlets[name] }
                    return nil
                }
                if ids.contains(nil) {
                    cell.accessibility.elementsSetInCode = true
                    notApplied("lists views that are not views of the prototype cell in its accessibilityElements: its order is known only when the app runs")
                } else {
                    cell.accessibility.elements = ids.compactMap { $0 }
                    applied("sets accessibilityElements of each row's cell: the order of its \(ids.count) element\(ids.count == 1 ? "" : "s")")
                }
            case .set(.cell(let identifier), let property) where identifier == row.reuseIdentifier || identifier == nil:
                if case .traits(let names, _) = property, names.contains("adjustable") {
                    notApplied("the adjustable trait of a cell is left out: its accessibilityIncrement/Decrement overrides are not simulated for cells")
                } else if cell.set(property, applier: self, from: step.location) {
                    applied("sets \(property.name) of each row's cell")
                } else {
                    notApplied("\(property.name) does not apply to a cell")
                }
            case .set(.cellOutlet(let identifier, let name), let property) where identifier == row.reuseIdentifier || identifier == nil:
                if cell.setBuiltIn(property, of: name, from: step.location) || set(property, of: outlets[name], in: &cell.subviews, from: step.location) {
                    applied("sets \(property.name) of cell.\(name) in each row")
                } else {
                    notApplied("sets \(property.name) of cell.\(name), which is not a view of the prototype cell \(prototype.reuseIdentifier.map { "\"\($0)\"" } ?? "")")
                }
            case .set(.cell, _), .set(.cellOutlet, _):
                continue
            case _ where row.cell != nil && step.action.isAboutCodeViews:
                // The cell's own views, built above; or another row's cell's.
                continue
            default:
                notApplied("\(step.action.isNavigation ? "navigation" : "a change outside the cell") in a data source method is not simulated")
            }
        }
        return cell
    }

    /// Sets `property` on the view `id` among `subviews` (an outlet of the cell's class); false when
    /// none has that id or the property does not apply to it.
    func set(_ property: CodeProperty, of id: String?, in subviews: inout [ViewSpec], from location: CodeLocation) -> Bool {
        guard let id else { return false }
        var found = false
        var changed = true
        for index in subviews.indices {
            subviews[index].mutateViews { view in
                guard !found, view.id == id else { return }
                found = true
                changed = set(property, on: &view, from: location)
            }
        }
        return found && changed
    }
}

/// A prototype cell of a table (``RowSpec``) or collection (``ItemSpec``), as a data source fills it.
protocol PrototypeCell: Equatable {
    /// An empty cell.
    init()
    var id: String? { get set }
    var reuseIdentifier: String? { get set }
    var className: String? { get set }
    var mark: SourceMark { get set }
    var subviews: [ViewSpec] { get set }
    /// The constraints and layout guides of the cell itself, made in code inside it.
    var codeLayout: ViewLayoutSpec { get set }
    var accessibility: AccessibilitySpec { get set }
    /// The steps its class's handlers of the app's notifications take, by name.
    var notificationHandlers: [String: [Step]] { get set }
    /// Sets a property of the cell itself; false when it does not apply.
    mutating func set(_ property: CodeProperty, applier: CodeApplier, from location: CodeLocation) -> Bool
    /// Sets the text of a built-in view (`textLabel`, `detailTextLabel`); false for any other.
    mutating func setBuiltIn(_ property: CodeProperty, of name: String, from location: CodeLocation) -> Bool
    /// Changes the cell's id and its views' with `transform`.
    mutating func mapIDs(_ transform: (String) -> String)
}

extension PrototypeCell {
    /// Gives the `copy`-th cell made from a prototype ids of its own (`c1#2`, and its views').
    mutating func renumber(_ copy: Int) {
        mapIDs { "\($0)#\(copy)" }
    }

    mutating func mapIDs(_ transform: (String) -> String) {
        id = id.map(transform)
        for index in subviews.indices {
            subviews[index].mutateViews { view in
                view.id = view.id.map(transform)
                view.layout.mapIDs(transform)
            }
        }
        codeLayout.mapIDs(transform)
        // The cell's own element order names its views.
        accessibility.elements = accessibility.elements?.map(transform)
        notificationHandlers = notificationHandlers.mapValues { steps in steps.map { $0.mappingIDs(transform) } }
    }
}

extension RowSpec: PrototypeCell {
    mutating func set(_ property: CodeProperty, applier: CodeApplier, from location: CodeLocation) -> Bool {
        applier.set(property, on: &self, from: location)
    }

    mutating func setBuiltIn(_ property: CodeProperty, of name: String, from location: CodeLocation) -> Bool {
        switch (name, property) {
        case ("textLabel", .text(let text)), ("contentConfiguration", .text(let text)):
            self.text = text
            mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
            return true
        case ("detailTextLabel", .text(let text)):
            detail = text
            return true
        default:
            return false
        }
    }

    mutating func mapIDs(_ transform: (String) -> String) {
        id = id.map(transform)
        for index in subviews.indices {
            subviews[index].mutateViews { view in
                view.id = view.id.map(transform)
                view.layout.mapIDs(transform)
            }
        }
        codeLayout.mapIDs(transform)
        if var content = contentView {
            content.id = content.id.map(transform)
            content.layout.mapIDs(transform)
            contentView = content
        }
        accessoryView?.mutateViews { view in view.id = view.id.map(transform) }
        accessibility.elements = accessibility.elements?.map(transform)
        notificationHandlers = notificationHandlers.mapValues { steps in steps.map { $0.mappingIDs(transform) } }
    }
}

extension ItemSpec: PrototypeCell {
    /// A collection cell's accessibility: its label, hint, value, identifier, traits, whether it is an element.
    mutating func set(_ property: CodeProperty, applier: CodeApplier, from location: CodeLocation) -> Bool {
        switch property {
        case .label(let text): accessibility.label = text
        case .hint(let text): accessibility.hint = text
        case .value(let text): accessibility.value = text
        case .identifier(let text): accessibility.identifier = text
        case .isElement(let value): accessibility.isElement = value
        case .traits(let names, let inserted):
            guard let all = CodeApplier.traits(names) else { return false }
            if inserted { accessibility.insertedTraits.formUnion(all) } else { accessibility.traits = all }
        case .dataTableCell(let cell): accessibility.dataTableCell = cell.ranges
        case .elementsSetInCode: accessibility.elementsSetInCode = true
        default:
            return false
        }
        mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        return true
    }

    /// A list cell's content configuration (`UICollectionViewListCell`'s) shows its text.
    mutating func setBuiltIn(_ property: CodeProperty, of name: String, from location: CodeLocation) -> Bool {
        guard name == "contentConfiguration", case .text(let text) = property else { return false }
        self.text = text
        mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        return true
    }
}
