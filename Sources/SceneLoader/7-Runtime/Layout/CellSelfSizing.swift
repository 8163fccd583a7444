import AccessibilityTree

/// Interface Builder's table cells that size themselves (docs/layout.md, "Self-sizing rows"): in a
/// table whose row height is automatic (Interface Builder's -1, UIKit's `automaticDimension`), a
/// cell without a height of its own whose content view's constraints give it a height is that tall,
/// as `systemLayoutSizeFitting` makes it: its content view solved as wide as Interface Builder saved
/// it, its height held at 0 at the fitting priority, its top and bottom margins 11 pt. Its views
/// take the solved frames. A cell any of whose views the constraints leave free or contradict, or
/// whose constraints give it no height, keeps its saved height and frames, as UIKit falls back to
/// the estimated height.
enum CellSelfSizing {
    /// Sizes every row of every controller's tables that sizes itself. On another device than the
    /// designed one (docs/layout.md, "Self-sizing rows"), `widening` is how much wider the screen is:
    /// the content view, saved for the designed screen, grows (or shrinks) by as much, as a table
    /// that spans the screen's width makes its cells.
    static func apply(to source: inout DocumentSource, widening: Double = 0) {
        CodeLayout.forEachView(in: &source) { view, device in
            guard case .table(var table) = view.kind, table.rowHeight == nil,
                  table.sections.contains(where: { $0.rows.contains(where: \.sizesItself) }) else { return [] }
            let width = view.frame?.width ?? device.screenSize.width
            for s in table.sections.indices {
                for r in table.sections[s].rows.indices where table.sections[s].rows[r].sizesItself {
                    size(&table.sections[s].rows[r], tableWidth: width, widening: widening, on: device)
                }
            }
            view.kind = .table(table)
            return []
        }
    }

    /// Solves one row's content view as tall as its constraints make it; the row takes that height
    /// and its views their frames when every view is placed and the height is at least 1 pt.
    private static func size(_ row: inout RowSpec, tableWidth: Double, widening: Double, on device: Device) {
        guard let layout = contentLayout(of: row, tableWidth: tableWidth, widening: widening, height: nil, on: device) else { return }
        var content = layout.content
        let saved = layout.saved
        let result = ConstraintLayout.solve(content, in: layout.environment)
        guard let height = result.views.first?.frame.height, height >= 1,
              !result.views.contains(where: { $0.outcome == .ambiguous || $0.outcome == .unsatisfiable }) else { return }
        for view in result.views where !view.path.isEmpty {
            DeviceLayout.setFrame(view.frame, at: view.path[...], in: &content)
        }
        row.subviews = content.subviews.map { subview in
            var moved = subview
            moved.frame = subview.frame?.offsetBy(dx: saved.minX, dy: saved.minY)
            return moved
        }
        row.height = height + saved.minY
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
