import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

extension CodeApplier {
    /// Fills the controller's prototype tables as its data source does (docs/code.md, "Tables and
    /// collections"): each row the code makes is a copy of the prototype cell with the reuse
    /// identifier it dequeued (with what the cell's own setup did to it), configured by the row's
    /// facts; the sections take the data source's header and footer titles. A table whose data
    /// source makes no cell the model can tell keeps its prototypes, saying why.
    /// `cellOutlets` gives a prototype cell's outlets (name to view id) by its id and place.
    func fillTables(_ controller: inout ControllerSpec, context: inout Context,
                    cellOutlets: (String, SourceMark) -> [String: String]) {
        for fill in context.owner.tables where fill.kind == .table {
            let method = "\(context.display(fill.location)): \(context.owner.name).tableView(_:cellForRowAt:)"
            let rows = fill.sections.flatMap(\.rows)
            guard !rows.isEmpty else {
                context.notApplied.append("\(method): returns no cell dequeued from the table; the table shows its prototype cells")
                continue
            }
            let identifiers = Set(rows.map(\.reuseIdentifier))
            var filled = false
            controller.mutateRootView { root in
                root.mutateViews { view in
                    guard !filled, case .table(var table) = view.kind, table.hasPrototypes else { return }
                    let prototypes = table.sections.flatMap(\.rows)
                    guard identifiers.contains(where: { Self.prototype($0, in: prototypes) != nil }) else { return }
                    filled = true
                    let mark = table.sections.first?.mark ?? SourceMark()
                    var copies: [String: Int] = [:]
                    table.sections = fill.sections.map { section in
                        SectionSpec(header: section.header, footer: section.footer, rows: section.rows.compactMap { row in
                            guard let prototype = Self.prototype(row.reuseIdentifier, in: prototypes) else { return nil }
                            var cell = configure(prototype, with: row, outlets: prototype.id.map { cellOutlets($0, prototype.mark) } ?? [:], context: &context)
                            let copy = (copies[prototype.id ?? ""] ?? 0) + 1
                            copies[prototype.id ?? ""] = copy
                            if copy > 1 { Self.renumber(&cell, copy) }
                            return cell
                        }, mark: mark)
                    }
                    table.hasPrototypes = false
                    view.kind = .table(table)
                }
            }
            if filled {
                let made = fill.sections.flatMap(\.rows).count
                let samples = fill.sections.contains(where: \.isSample) ? ", sample rows where the count is known only when the app runs" : ""
                context.understood.append("\(method) fills the table: \(fill.sections.count) sections, \(made) rows\(samples)")
            } else {
                let names = identifiers.map { $0.map { "\"\($0)\"" } ?? "an identifier not known statically" }.sorted().joined(separator: ", ")
                context.notApplied.append("\(method): dequeues \(names), which no prototype cell of the scene's tables has (cells registered in code are not modelled yet)")
            }
        }
    }

    /// Gives the `copy`-th row made from a prototype ids of its own (`c1#2`, and its views'), as
    /// ids are unique within a controller; the first keeps the prototype's.
    private static func renumber(_ cell: inout RowSpec, _ copy: Int) {
        cell.id = cell.id.map { "\($0)#\(copy)" }
        for index in cell.subviews.indices {
            cell.subviews[index].mutateViews { view in view.id = view.id.map { "\($0)#\(copy)" } }
        }
        cell.accessoryView?.mutateViews { view in view.id = view.id.map { "\($0)#\(copy)" } }
    }

    /// The prototype with `identifier`; for an identifier not known statically, the only prototype.
    private static func prototype(_ identifier: String?, in prototypes: [RowSpec]) -> RowSpec? {
        guard let identifier else { return prototypes.count == 1 ? prototypes.first : nil }
        return prototypes.first { $0.reuseIdentifier == identifier }
    }

    /// A copy of `prototype` with the row's facts about its cell applied; each fact is explained once.
    private func configure(_ prototype: RowSpec, with row: CodeTableRow, outlets: [String: String], context: inout Context) -> RowSpec {
        var cell = prototype
        for step in row.steps {
            let first = context.explainedSteps.insert(step.location).inserted
            func applied(_ what: String) { if first { context.applied(step, what) } }
            func notApplied(_ why: String) { if first { context.notApplied(step, why) } }
            switch step.action {
            case .set(.cell(let identifier), let property) where identifier == row.reuseIdentifier || identifier == nil:
                if case .traits(let names, _) = property, names.contains("adjustable") {
                    notApplied("the adjustable trait of a cell is left out: its accessibilityIncrement/Decrement overrides are not simulated for cells")
                } else if set(property, on: &cell, from: step.location) {
                    applied("sets \(property.name) of each row's cell")
                } else {
                    notApplied("\(property.name) does not apply to a cell")
                }
            case .set(.cellOutlet(let identifier, let name), let property) where identifier == row.reuseIdentifier || identifier == nil:
                if set(property, of: name, on: &cell, outlets: outlets, from: step.location) {
                    applied("sets \(property.name) of cell.\(name) in each row")
                } else {
                    notApplied("sets \(property.name) of cell.\(name), which is not a view of the prototype cell \(prototype.reuseIdentifier.map { "\"\($0)\"" } ?? "")")
                }
            case .set(.cell, _), .set(.cellOutlet, _):
                continue
            default:
                notApplied("\(step.action.isNavigation ? "navigation" : "a change outside the cell") in a data source method is not simulated")
            }
        }
        return cell
    }

    /// Sets `property` on the cell's view `name`: the built-in `textLabel` and `detailTextLabel`,
    /// or an outlet of the cell's class; false when the prototype has no such view.
    private func set(_ property: CodeProperty, of name: String, on cell: inout RowSpec, outlets: [String: String], from location: CodeLocation) -> Bool {
        switch (name, property) {
        case ("textLabel", .text(let text)):
            cell.text = text
            cell.mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
            return true
        case ("detailTextLabel", .text(let text)):
            cell.detail = text
            return true
        default:
            break
        }
        guard let id = outlets[name] else { return false }
        var found = false
        var changed = true
        for index in cell.subviews.indices {
            cell.subviews[index].mutateViews { view in
                guard !found, view.id == id else { return }
                found = true
                changed = set(property, on: &view, from: location)
            }
        }
        return found && changed
    }
}
