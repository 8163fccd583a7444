import AccessibilityTree

/// Interface Builder's table cells and collection items that size themselves (docs/layout.md,
/// "Self-sizing rows" and "Self-sizing collection items"). In a table whose row height is automatic
/// (Interface Builder's -1, UIKit's `automaticDimension`), a cell without a height of its own whose
/// content view's constraints give it a height is that tall, as `systemLayoutSizeFitting` makes it:
/// its content view solved as wide as Interface Builder saved it, its height held at 0 at the
/// fitting priority, its top and bottom margins 11 pt. In a collection whose layout estimates item
/// sizes, an item is as large as its content view's constraints make it, both its width and height
/// held at 0 at the fitting priority (UIKit's `preferredLayoutAttributesFitting(_:)`), its margins
/// UIView's 8 pt. The views take the solved frames. A cell any of whose views the constraints leave
/// free or contradict, or whose constraints give it no size, keeps its saved height and frames (an
/// item the layout's item size), as UIKit falls back to the estimate.
enum CellSelfSizing {
    /// Sizes every row of every controller's tables, and every item of its collections, that sizes
    /// itself. On another device than the designed one (docs/layout.md, "Self-sizing rows"),
    /// `widening` is how much wider the screen is: a row's content view, saved for the designed
    /// screen, grows (or shrinks) by as much, as a table that spans the screen's width makes its cells.
    static func apply(to source: inout DocumentSource, widening: Double = 0) {
        CodeLayout.forEachView(in: &source) { view, device in
            switch view.kind {
            case .table(var table) where table.rowHeight == nil && table.sections.contains(where: { $0.rows.contains(where: \.sizesItself) }):
                let width = view.frame?.width ?? device.screenSize.width
                for s in table.sections.indices {
                    for r in table.sections[s].rows.indices where table.sections[s].rows[r].sizesItself {
                        size(&table.sections[s].rows[r], tableWidth: width, widening: widening, on: device)
                    }
                }
                view.kind = .table(table)
            case .collection(var collection) where collection.estimatesItemSize:
                for s in collection.sections.indices {
                    for i in collection.sections[s].indices {
                        size(&collection.sections[s][i], on: device)
                    }
                }
                view.kind = .collection(collection)
            default:
                break
            }
            return []
        }
    }

    /// Solves one row's content view as tall as its constraints make it; the row takes that height
    /// and its views their frames when every view is placed and the height is at least 1 pt.
    private static func size(_ row: inout RowSpec, tableWidth: Double, widening: Double, on device: Device) {
        guard let layout = contentLayout(of: row, tableWidth: tableWidth, widening: widening, height: nil, on: device),
              let (size, subviews) = fit(layout.content, at: layout.saved.origin, in: layout.environment) else { return }
        row.subviews = subviews
        row.height = size.height + layout.saved.minY
    }

    /// Solves one collection item's content view as large as its constraints make it, both ways;
    /// the item takes that size and its views their frames when every view is placed and the size
    /// is at least 1×1 pt.
    private static func size(_ item: inout ItemSpec, on device: Device) {
        guard var content = item.contentView else { return }
        // The item's content view fills it from its origin, so its views' frames need no moving.
        content.subviews = item.subviews
        var environment = LayoutEnvironment(device: device, size: Size(width: 0, height: 0))
        environment.safeAreaInsets = .zero
        environment.fitsWidth = true
        environment.fitsHeight = true
        environment.systemMargin = Metrics.viewLayoutMargin
        environment.rootVerticalMargin = Metrics.viewLayoutMargin
        guard let (size, subviews) = fit(content, at: .zero, in: environment), size.width >= 1 else { return }
        item.subviews = subviews
        item.size = size
    }

    /// The one fitting path of rows and items made in Interface Builder: `content` (a cell's content
    /// view at `origin` in the cell, holding its subviews in its own coordinates) solved in
    /// `environment`; its size and the subviews at their solved frames in the cell's coordinates, or
    /// nil when a view is not placed or the height is under 1 pt.
    private static func fit(_ content: ViewSpec, at origin: Point, in environment: LayoutEnvironment) -> (size: Size, subviews: [ViewSpec])? {
        var content = content
        let result = ConstraintLayout.solve(content, in: environment)
        guard let size = result.views.first?.frame.size, size.height >= 1,
              !result.views.contains(where: { $0.outcome == .ambiguous || $0.outcome == .unsatisfiable }) else { return nil }
        for view in result.views where !view.path.isEmpty {
            DeviceLayout.setFrame(view.frame, at: view.path[...], in: &content)
        }
        let placed = content.subviews.map { subview in
            var moved = subview
            moved.frame = subview.frame?.offsetBy(dx: origin.x, dy: origin.y)
            return moved
        }
        return (size, placed)
    }

    /// An Interface Builder cell's content view as UIKit lays it out, ready for the solver: its
    /// subviews moved into its coordinates, as wide as Interface Builder saved it (grown by
    /// `widening`), and the environment of a cell (no safe area, top and bottom margins 11 pt). With
    /// `height` nil the content view is as tall as its constraints make it (`systemLayoutSizeFitting`,
    /// a row that sizes itself), else it is held at the row's `height` less the content view's
    /// saved top (the separator below it is not taken off: a cell only ever looks roomier for it).
    /// Also the content view's saved frame in the cell; nil for a cell whose content view has no
    /// constraints. The one way both a row's height and the Dynamic Type check of the views in a
    /// cell (ContentSizeCheck+Cells) lay a cell out.
    static func contentLayout(of row: RowSpec, tableWidth: Double, widening: Double, height: Double?,
                              on device: Device) -> (content: ViewSpec, saved: Rect, environment: LayoutEnvironment)? {
        guard var content = row.contentView else { return nil }
        var saved = content.frame ?? Rect(x: 0, y: 0, width: tableWidth, height: row.height ?? Metrics.tableRowHeight)
        saved.size.width = max(0, saved.width + widening)
        content.subviews = row.subviews.map { subview in
            // The row's views are in the cell's coordinates; the content view's are what it solves.
            var moved = subview
            moved.frame = subview.frame?.offsetBy(dx: -saved.minX, dy: -saved.minY)
            return moved
        }
        var environment = LayoutEnvironment(device: device, size: Size(width: saved.width, height: height.map { max(0, $0 - saved.minY) } ?? 0))
        environment.safeAreaInsets = .zero
        environment.fitsHeight = height == nil
        environment.rootVerticalMargin = Metrics.tableCellVerticalMargin
        return (content, saved, environment)
    }
}
