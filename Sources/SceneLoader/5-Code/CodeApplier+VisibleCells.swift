import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// The data table facts a table or collection view of the app's class gives about the cells it
/// shows (`cellForRow(at:)`, `cellForItem(at:)` in its own data table methods; docs/code.md, "Data
/// tables over a table's own cells"): applied once the controller's data source has filled it, to
/// the row or item at each index path.
extension CodeApplier {
    /// Applies each custom view's facts about its visible cells to the view `context.selfID` names.
    func applyVisibleCells(_ controller: inout ControllerSpec, contexts: inout [Context]) {
        for index in contexts.indices {
            guard let selfID = contexts[index].selfID else { continue }
            let steps = contexts[index].owner.setup.filter(\.action.namesVisibleCells)
            guard !steps.isEmpty else { continue }
            var found = false
            controller.mutateViews { view in
                guard !found, view.id == selfID else { return }
                found = true
                for step in steps { apply(step, to: &view, context: &contexts[index]) }
            }
            if !found {
                for step in steps { contexts[index].notApplied(step, "names the cells of \(contexts[index].owner.name), which is not a view of this scene") }
            }
        }
    }

    /// One fact about the cells `view` shows: a cell's rows and columns, or the table's header cells.
    private func apply(_ step: CodeStep, to view: inout ViewSpec, context: inout Context) {
        let kind = view.kind
        let cellID = { (target: CodeTarget) -> String? in
            guard case .visibleCell(let section, let row) = target else { return nil }
            switch kind {
            case .table(let table):
                return table.sections.indices.contains(section) && table.sections[section].rows.indices.contains(row) ? table.sections[section].rows[row].id : nil
            case .collection(let collection):
                return collection.sections.indices.contains(section) && collection.sections[section].indices.contains(row) ? collection.sections[section][row].id : nil
            default:
                return nil
            }
        }
        switch step.action {
        case .set(let target, .dataTableCell(let cell)):
            guard let id = cellID(target) else {
                context.notApplied(step, "places \(target) in the data table, which its data source was not seen to make")
                return
            }
            setCell(id, in: &view, .dataTableCell(cell), from: step.location)
            context.applied(step, "sets accessibilityRowRange/accessibilityColumnRange of \(target)")
        case .set(_, .dataTableHeaders(let headers)):
            guard view.accessibility.containerType == .dataTable else {
                context.notApplied(step, "names the header cells of \(context.owner.name), whose accessibilityContainerType is not .dataTable: VoiceOver does not read it as a data table")
                return
            }
            let (table, missing) = Self.dataTable(headers, at: step.location, resolve: cellID)
            view.accessibility.dataTable = table
            let without = missing.isEmpty ? "" : ", without \(Set(missing.map(\.description)).sorted().joined(separator: ", ")), which its data source was not seen to make"
            context.applied(step, "sets accessibilityHeaderElements of \(context.owner.name): its header cells\(without)")
        default:
            context.notApplied(step, "names the cells of \(context.owner.name) in a way that is not modelled")
        }
    }

    /// Sets `property` on the row or item `id` of `view`'s table or collection.
    private func setCell(_ id: String, in view: inout ViewSpec, _ property: CodeProperty, from location: CodeLocation) {
        switch view.kind {
        case .table(var table):
            for s in table.sections.indices {
                for r in table.sections[s].rows.indices where table.sections[s].rows[r].id == id {
                    _ = set(property, on: &table.sections[s].rows[r], from: location)
                }
            }
            view.kind = .table(table)
        case .collection(var collection):
            for s in collection.sections.indices {
                for r in collection.sections[s].indices where collection.sections[s][r].id == id {
                    _ = collection.sections[s][r].set(property, applier: self, from: location)
                }
            }
            view.kind = .collection(collection)
        default:
            break
        }
    }
}

extension CodeAction {
    /// Whether the fact names a cell a table or collection shows (``CodeTarget/visibleCell(section:row:)``),
    /// which is there only once the data source filled it.
    var namesVisibleCells: Bool {
        switch self {
        case .set(.visibleCell, _): return true
        case .set(_, .dataTableHeaders(let headers)):
            return (Array(headers.rows.values) + Array(headers.columns.values)).joined().contains { if case .visibleCell = $0 { return true } else { return false } }
        default: return false
        }
    }
}
