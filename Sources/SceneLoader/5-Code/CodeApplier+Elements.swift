import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// Accessibility elements and containers set in code: `accessibilityElements = [a, b, c]` becomes
/// the container's `elements` order, a data table's header elements its `dataTable` headers, and a
/// `UIAccessibilityElement` made in code a view of the scene that is an element only (docs/code.md,
/// "Accessibility elements and containers").
extension CodeApplier {
    /// Sets the properties of `steps` that name other views (``CodeProperty/namesOtherViews``) on the
    /// views `mutate` reaches, once the views made in code are placed; `root` is the controller's
    /// root view id; `inCell` when the class is a cell's, whose own list is not applied yet. A list
    /// naming a view no scene view is connected to keeps only the flag that the code sets it (its
    /// order is then known only when the app runs).
    func applyElementLists(_ steps: [CodeStep], context: inout Context, root: String?, inCell: Bool = false,
                           mutate: ((inout ViewSpec) -> Void) -> Void) {
        for step in steps {
            guard case .set(let target, let property) = step.action, property.namesOtherViews, !step.action.namesVisibleCells else { continue }
            // Asked of a view made in code by the class that made it (CodeApplier.applySetup).
            if context.isMadeInCode, property.isDataTableFact { continue }
            // A cell's own list is its row's (``applyCellElements(_:to:context:)``).
            if inCell, target == .this { continue }
            guard let containerID = context.viewID(target, root: root) else {
                context.notApplied(step, "sets \(property.name) of \(target), which no view is connected to")
                continue
            }
            // The container itself and the views that contain it cannot be its elements or headers
            // (it would contain itself): they are left out as if not connected.
            var enclosing: Set<String> = [containerID]
            mutate { view in
                guard let id = view.id, id != containerID else { return }
                var contains = false
                view.forEachView { if $0.id == containerID { contains = true } }
                if contains { enclosing.insert(id) }
            }
            let lookup = context
            let resolve = { (element: CodeTarget) -> String? in
                lookup.viewID(element, root: root).flatMap { enclosing.contains($0) ? nil : $0 }
            }
            var found = false
            var unresolved: [CodeTarget] = []
            switch property {
            case .elements(let elements):
                let ids = elements.map(resolve)
                unresolved = zip(elements, ids).filter { $0.1 == nil }.map(\.0)
                mutate { view in
                    guard !found, view.id == containerID else { return }
                    found = true
                    if unresolved.isEmpty {
                        view.accessibility.elements = ids.compactMap { $0 }
                    } else {
                        view.accessibility.elementsSetInCode = true
                    }
                }
            case .dataTableHeaders(let headers):
                let (table, missing) = Self.dataTable(headers, at: step.location, resolve: resolve)
                unresolved += missing
                // Only a data table has headers: the container type the setup sets last, else the file's.
                let typeSet = steps.last { step in
                    if case .set(target, .containerType) = step.action { return true } else { return false }
                }
                var isDataTable: Bool?
                if case .set(_, .containerType(let name))? = typeSet?.action { isDataTable = name == "dataTable" }
                mutate { view in
                    guard !found, view.id == containerID else { return }
                    found = true
                    guard isDataTable ?? (view.accessibility.containerType == .dataTable) else { return }
                    view.accessibility.dataTable = table
                    isDataTable = true
                }
                if found, isDataTable != true {
                    context.notApplied(step, "names the header elements of \(target), whose accessibilityContainerType is not .dataTable: VoiceOver does not read it as a data table")
                    continue
                }
            default:
                continue
            }
            let names = Self.names(unresolved)
            switch (found, property) {
            case (false, _):
                context.notApplied(step, "sets \(property.name) of \(target), which is not inside this scene's views")
            case (true, .elements) where !unresolved.isEmpty:
                context.notApplied(step, "lists \(names) in accessibilityElements of \(target), which no view is connected to: its order is known only when the app runs")
            case (true, _) where !unresolved.isEmpty:
                context.applied(step, "sets \(property.name) of \(target), without \(names), which no view is connected to")
            case (true, .elements(let elements)):
                context.applied(step, "sets \(property.name) of \(target): the order of its \(elements.count) element\(elements.count == 1 ? "" : "s")")
            default:
                context.applied(step, "sets \(property.name) of \(target)")
            }
        }
    }

    /// `accessibilityElements = [a, b]` a cell's class sets on the cell itself (in `awakeFromNib`, an
    /// outlet's `didSet`, its initializer): the row's elements are those views, in that order
    /// (docs/code.md, "A cell's own elements"), when each is a view of the cell; else it stays the
    /// flag that the code sets a list. A cell names no data table headers.
    func applyCellElements<Cell: PrototypeCell>(_ steps: [CodeStep], to cell: inout Cell, context: inout Context) {
        for step in steps {
            guard case .set(.this, let property) = step.action, property.namesOtherViews else { continue }
            guard case .elements(let elements) = property else {
                context.notApplied(step, "\(property.name) does not apply to a cell, which is not a data table")
                continue
            }
            // The cell itself cannot be one of its elements (it would contain itself).
            let ids = elements.map { $0 == .this ? nil : context.viewID($0, root: nil) }
            if ids.contains(nil) {
                cell.accessibility.elementsSetInCode = true
                context.notApplied(step, "lists \(Self.names(zip(elements, ids).filter { $0.1 == nil }.map(\.0))) in accessibilityElements of the cell, which is not a view of the cell: its order is known only when the app runs")
            } else {
                cell.accessibility.elements = ids.compactMap { $0 }
                context.applied(step, "sets accessibilityElements of \(context.owner.name): the order of its \(ids.count) element\(ids.count == 1 ? "" : "s")")
            }
        }
    }

    /// A `UIAccessibilityElement` made in code (or the app's subclass) is a view of the scene that is
    /// an element only: its class named, no touches of its own (a tap at it reaches the views under
    /// it, as UIKit's element has none), placed in its container at its frame in the container's space.
    static func makeElementOnly(_ spec: inout ViewSpec, _ view: CodeView) {
        guard UIKitAPI.elementClasses.contains(view.uiKitClass) else { return }
        spec.className = view.className
        spec.accessibility.isElement = true
        spec.userInteractionEnabled = false
    }

    /// The scene's headers of a data table from the code's (``CodeDataTableHeaders``), each element
    /// by the id `resolve` gives it, and the elements it gives none.
    static func dataTable(_ headers: CodeDataTableHeaders, at location: CodeLocation,
                          resolve: (CodeTarget) -> String?) -> (table: DataTableSpec, unresolved: [CodeTarget]) {
        var unresolved: [CodeTarget] = []
        func list(_ byIndex: [Int: [CodeTarget]]) -> [DataTableSpec.Headers] {
            byIndex.keys.sorted().map { index in
                let elements = byIndex[index] ?? []
                unresolved += elements.filter { resolve($0) == nil }
                return DataTableSpec.Headers(index: index, elements: elements.compactMap(resolve))
            }.filter { !$0.elements.isEmpty }
        }
        var table = DataTableSpec(rowHeaders: list(headers.rows), columnHeaders: list(headers.columns))
        table.mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        return (table, unresolved)
    }

    private static func names(_ targets: [CodeTarget]) -> String {
        targets.map(\.description).joined(separator: ", ")
    }
}

extension CodeProperty {
    /// Whether the property names other views of the scene (`accessibilityElements`, a data table's
    /// header elements): only ``CodeApplier/applyElementLists(_:context:root:mutate:)`` can set it.
    var namesOtherViews: Bool {
        switch self {
        case .elements, .dataTableHeaders: return true
        default: return false
        }
    }
}

extension CodeProperty {
    /// Whether a data table's reading gives it: a cell's rows and columns, the table's headers.
    var isDataTableFact: Bool {
        switch self {
        case .dataTableCell, .dataTableHeaders: return true
        default: return false
        }
    }
}

extension CodeDataTableCell {
    /// The rows and columns the cell covers, as the model keeps them.
    var ranges: AccessibilityDataTableCellRanges {
        AccessibilityDataTableCellRanges(rows: row..<(row + rowSpan), columns: column..<(column + columnSpan))
    }
}
