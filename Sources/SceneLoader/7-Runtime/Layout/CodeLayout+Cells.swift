import AccessibilityTree

/// Frames for the views made in code inside table rows' and collection items' cells that constraints
/// made in code place (docs/code.md, "Cells of a class made in code"): each such cell is laid out on
/// its own, a table's as wide as the screen and as tall as its row (its height, else the table's
/// `rowHeight`, else as tall as its constraints make it, else 44 pt: docs/layout.md, "Self-sizing rows"), a
/// collection's as large as its layout's items (as its constraints make it when the layout estimates
/// item sizes: "Self-sizing collection items"), by the solver that lays out
/// a screen (``CodeLayout/layOut(_:in:summary:)``), with no safe area: its views take their solved
/// frames inside the cell, so VoiceOver reads them in the order the layout gives them.
extension CodeLayout {
    /// Lays out the cells of every controller's tables and collections whose views constraints made in code place;
    /// the warnings for the views that keep their estimate are added to `source`.
    static func applyToCells(_ source: inout DocumentSource, summary: inout Summary) {
        forEachView(in: &source) { view, device in
            var warnings: [SceneDiagnostic] = []
            switch view.kind {
            case .table(var table) where table.sections.contains(where: { $0.rows.contains(where: holdsCodeConstraints) }):
                for s in table.sections.indices {
                    for r in table.sections[s].rows.indices where holdsCodeConstraints(table.sections[s].rows[r]) {
                        table.sections[s].rows[r].codeSubviews = table.sections[s].rows[r].subviews
                        // A height known statically (the row's, the table's `rowHeight`) wins; else the
                        // row sizes itself when its constraints give it a height (docs/layout.md, "Self-sizing rows").
                        let fixed = table.sections[s].rows[r].height ?? table.rowHeight
                        if fixed == nil, let fitted = fittingLayOut(table.sections[s].rows[r], width: device.screenSize.width, on: device, summary: &summary) {
                            table.sections[s].rows[r] = fitted
                            continue
                        }
                        let size = Size(width: device.screenSize.width, height: fixed ?? Metrics.tableRowHeight)
                        warnings += layOut(&table.sections[s].rows[r], size: size, on: device, summary: &summary).warnings
                    }
                }
                view.kind = .table(table)
            case .collection(var collection) where collection.sections.contains(where: { $0.contains(where: holdsCodeConstraints) }):
                // A collection's cell is as large as its layout's items, or, when the layout estimates
                // them, as its constraints make it (docs/layout.md, "Self-sizing collection items").
                for s in collection.sections.indices {
                    for i in collection.sections[s].indices where holdsCodeConstraints(collection.sections[s][i]) {
                        if collection.estimatesItemSize, let fitted = fittingLayOut(collection.sections[s][i], on: device, summary: &summary) {
                            collection.sections[s][i] = fitted
                            continue
                        }
                        let size = collection.sections[s][i].size ?? collection.itemSize
                        warnings += layOut(&collection.sections[s][i], size: size, on: device, summary: &summary).warnings
                    }
                }
                view.kind = .collection(collection)
            default:
                break
            }
            return warnings
        }
    }

    /// Solves anew, on the device `source` names and at its text size `category`, every table row
    /// and collection item made in code that sized itself on the designed device (docs/layout.md,
    /// "Self-sizing rows", "Self-sizing collection items"): from its views as the code made them,
    /// their fonts at `category`. One they give no size there keeps the size and frames it had.
    static func resizeCells(_ source: inout DocumentSource, at category: ContentSizeCategory) {
        forEachView(in: &source) { view, device in
            guard case .table(var table) = view.kind else { return [] }
            for s in table.sections.indices {
                for r in table.sections[s].rows.indices {
                    guard let unsized = table.sections[s].rows[r].unsizedSubviews else { continue }
                    var row = table.sections[s].rows[r]
                    row.subviews = unsized.map { ContentSizeLayout.scaledTree($0, to: category) }
                    var summary = Summary()
                    if let fitted = fittingLayOut(row, width: device.screenSize.width, on: device, summary: &summary) {
                        table.sections[s].rows[r] = fitted
                    }
                }
            }
            view.kind = .table(table)
            return []
        }
        // And the items made in code of collections that estimate their items' sizes.
        forEachView(in: &source) { view, device in
            guard case .collection(var collection) = view.kind, collection.estimatesItemSize else { return [] }
            for s in collection.sections.indices {
                for i in collection.sections[s].indices {
                    guard let unsized = collection.sections[s][i].unsizedSubviews else { continue }
                    var item = collection.sections[s][i]
                    item.subviews = unsized.map { ContentSizeLayout.scaledTree($0, to: category) }
                    var summary = Summary()
                    if let fitted = fittingLayOut(item, on: device, summary: &summary) { collection.sections[s][i] = fitted }
                }
            }
            view.kind = .collection(collection)
            return []
        }
    }

    /// Runs `body` on every view of every controller (with the device the input is laid out on),
    /// adding the warnings it returns to `source`.
    static func forEachView(in source: inout DocumentSource, _ body: (inout ViewSpec, Device) -> [SceneDiagnostic]) {
        let device = source.document.device ?? .phone
        var warnings: [SceneDiagnostic] = []
        for position in source.document.controllers.indices {
            source.document.controllers[position].mutateRootView { root in
                root.mutateViews { view in warnings += body(&view, device) }
            }
        }
        source.warnings += warnings
    }

    /// Lays out one cell at `size`: its views placed by the solver take their frames inside it; its
    /// height comes back (as its constraints make it when `fitsHeight`). A table's cell has its
    /// content view's vertical margins (11 pt).
    private static func layOut<Cell: PrototypeCell>(_ row: inout Cell, size: Size, fitsHeight: Bool = false, fitsWidth: Bool = false,
                                                    on device: Device, summary: inout Summary) -> (warnings: [SceneDiagnostic], size: Size) {
        let layout = cellLayout(of: row, subviews: row.subviews, size: size, fitsHeight: fitsHeight, fitsWidth: fitsWidth, on: device)
        var cell = layout.cell
        let warnings = layOut(&cell, in: layout.environment, summary: &summary)
        row.subviews = cell.subviews
        return (warnings, cell.frame?.size ?? size)
    }

    /// A cell made in code ready for the solver: a view `size` large (its height held at 0 at the
    /// fitting priority when `fitsHeight`, its width when `fitsWidth`) holding `subviews` and the
    /// cell's own constraints, and the environment of a cell — no safe area, a table cell's content
    /// view's vertical margins (11 pt), a collection cell's UIView margins (8 pt). The one way a cell
    /// made in code is laid out, for its row's height and its views' frames, and by the Dynamic Type
    /// check at two text sizes (ContentSizeCheck+Cells).
    static func cellLayout<Cell: PrototypeCell>(of row: Cell, subviews: [ViewSpec], size: Size, fitsHeight: Bool, fitsWidth: Bool = false,
                                                on device: Device) -> (cell: ViewSpec, environment: LayoutEnvironment) {
        var cell = ViewSpec(kind: .view, id: row.id, mark: row.mark)
        cell.frame = Rect(origin: .zero, size: size)
        cell.layout = row.codeLayout
        cell.subviews = subviews
        var environment = LayoutEnvironment(device: device, size: size)
        environment.safeAreaInsets = .zero
        environment.fitsHeight = fitsHeight
        environment.fitsWidth = fitsWidth
        if Cell.self == RowSpec.self { environment.rootVerticalMargin = Metrics.tableCellVerticalMargin }
        if Cell.self == ItemSpec.self {
            // A collection cell's content view has UIView's margins, 8 pt on every side.
            environment.systemMargin = Metrics.viewLayoutMargin
            environment.rootVerticalMargin = Metrics.viewLayoutMargin
        }
        return (cell, environment)
    }

    /// A table row's cell laid out `width` wide and as tall as its constraints make it, with that
    /// height: nil when a view in it is not placed by constraints or they give it no height (UIKit
    /// then falls back to the default row height; docs/layout.md, "Self-sizing rows").
    private static func fittingLayOut(_ row: RowSpec, width: Double, on device: Device, summary: inout Summary) -> RowSpec? {
        var fitted = row
        var trial = summary
        let (warnings, size) = layOut(&fitted, size: Size(width: width, height: 0), fitsHeight: true, on: device, summary: &trial)
        guard warnings.isEmpty, size.height >= 1 else { return nil }
        fitted.height = size.height
        fitted.unsizedSubviews = row.unsizedSubviews ?? row.subviews
        summary = trial
        return fitted
    }

    /// A collection item's cell as large as its constraints make it both ways, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)` sizes it in a layout that estimates item sizes, with
    /// that size: nil when a view in it is not placed by constraints or they give it no size (UIKit
    /// then keeps the layout's item size; docs/layout.md, "Self-sizing collection items").
    private static func fittingLayOut(_ item: ItemSpec, on device: Device, summary: inout Summary) -> ItemSpec? {
        var fitted = item
        var trial = summary
        let (warnings, size) = layOut(&fitted, size: Size(width: 0, height: 0), fitsHeight: true, fitsWidth: true, on: device, summary: &trial)
        guard warnings.isEmpty, size.width >= 1, size.height >= 1 else { return nil }
        fitted.size = size
        fitted.unsizedSubviews = item.unsizedSubviews ?? item.subviews
        summary = trial
        return fitted
    }

    /// Whether a cell or one of its views holds a constraint made in code.
    private static func holdsCodeConstraints<Cell: PrototypeCell>(_ row: Cell) -> Bool {
        row.codeLayout.constraints.contains(where: \.madeInCode) || row.subviews.contains(where: holdsCodeConstraints)
    }
}
