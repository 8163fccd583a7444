import AccessibilityTree

/// The Dynamic Type check inside table cells (docs/layout.md, "Dynamic Type"; docs/audit-rules.md,
/// "Dynamic Type inside table cells"): each Interface Builder cell (a storyboard's prototype or
/// static cell, a xib's cell) whose content view has constraints, and each cell made in code whose
/// views constraints made in code place, is laid out as its row makes it — as tall as its
/// constraints make it when the row sizes itself, else held at the row's height — at the default
/// size and at the size checked, the way rows are sized (``CellSelfSizing/contentLayout(of:tableWidth:widening:height:on:)``,
/// ``CodeLayout/cellLayout(of:subviews:size:fitsHeight:fitsWidth:on:)``), and judged as a screen is, its content view standing for the screen: text cut off, views that
/// come to overlap, views pushed past the row's edges; and a label squeezed lower than its line of
/// text, which a fixed row height does to a label pinned to its top and bottom.
///
/// A cell is checked only when its layout is known at both sizes: every view placed, and every
/// text and font known (not set by the app while it runs). The sample rows of one prototype share
/// its views' source locations, so a problem found in several is kept once; each problem is tied to
/// its cell and table, whose rows another table holding the same cell may lay out otherwise.
extension ContentSizeCheck {
    /// Adds what `category` breaks inside the cells of the tables of `root` (saved for the designed
    /// device; `widening` is how much wider `device`'s screen is) to `report`, and the cells not checked.
    static func checkCells(in root: ViewSpec, on device: Device, widening: Double, at category: ContentSizeCategory,
                           into report: inout ContentSizeReport) {
        var tree = root
        tree.mutateViews { view in
            guard case .table(let table) = view.kind else { return }
            let width = view.frame?.width ?? device.screenSize.width
            for row in table.sections.flatMap(\.rows) where row.subviews.contains(where: drawsAnything) {
                guard var found = problems(in: row, of: table, tableWidth: width, on: device, widening: widening, at: category) else {
                    let name = cellName(row)
                    if !report.uncheckedCells.contains(name) { report.uncheckedCells.append(name) }
                    continue
                }
                for index in found.indices {
                    found[index].cellLocation = row.mark.location
                    found[index].tableLocation = view.mark.location
                }
                for problem in found where !(report.problems[problem.location]?.contains(problem) ?? false) {
                    report.problems[problem.location, default: []].append(problem)
                }
            }
        }
    }

    /// What `category` breaks inside `row`'s cell, each problem naming the cell and the view; nil
    /// when the cell's layout is not known at both sizes.
    private static func problems(in row: RowSpec, of table: TableSpec, tableWidth: Double, on device: Device, widening: Double,
                                 at category: ContentSizeCategory) -> [ContentSizeProblem]? {
        guard let (before, after) = codeCellScreens(row, of: table, on: device, at: category)
                ?? interfaceBuilderCellScreens(row, of: table, tableWidth: tableWidth, on: device, widening: widening, at: category),
              // A view squeezed to a negative size is outside what the layout models (UIKit draws a
              // switch at its own size whatever its frame): the cell is not checked.
              !(before.views + after.views).contains(where: { $0.frame.size.width < 0 || $0.frame.size.height < 0 }) else { return nil }
        var found = problems(before: before, after: after, category: category).problems
        found += squeezedLabels(before: before, after: after, category: category, besides: found)
        // Text already reported cut off is not reported again for passing the row's edge too.
        let cut = Set(found.filter(\.kind.cutsText).map(\.location))
        found.removeAll { problem in
            if case .outside = problem.kind { return cut.contains(problem.location) }
            return false
        }
        var views: [SourceLocation: ViewSpec] = [:]
        for view in after.views { if let location = view.spec.mark.location { views[location] = view.spec } }
        let cell = cellName(row)
        return found.map { problem in
            var named = problem
            named.cell = cell
            named.view = views[problem.location].map(describe)
            named.viewIsControl = views[problem.location].map(isControl) ?? false
            return named
        }
    }

    /// An Interface Builder cell laid out at the default size and at `category`: nil when its
    /// content view has no constraints, or its layout is not known at both sizes.
    private static func interfaceBuilderCellScreens(_ row: RowSpec, of table: TableSpec, tableWidth: Double, on device: Device, widening: Double,
                                                    at category: ContentSizeCategory) -> (Screen, Screen)? {
        guard row.contentView != nil, row.subviews.allSatisfy(isKnown) else { return nil }
        // A row sizes itself only in a table of automatic row height (docs/layout.md, "Self-sizing rows").
        let height: Double? = table.rowHeight == nil && row.sizesItself ? nil : row.height ?? table.rowHeight ?? Metrics.tableRowHeight
        var grownRow = row
        grownRow.subviews = row.subviews.map { ContentSizeLayout.scaledTree($0, to: category) }
        guard let plain = CellSelfSizing.contentLayout(of: row, tableWidth: tableWidth, widening: widening, height: height, on: device),
              let grown = CellSelfSizing.contentLayout(of: grownRow, tableWidth: tableWidth, widening: widening, height: height, on: device),
              let before = Screen(plain.content, environment: plain.environment),
              let after = Screen(grown.content, environment: grown.environment) else { return nil }
        return (before, after)
    }

    /// A cell made in code whose views constraints made in code place (CodeLayout+Cells), laid out
    /// as the screen's width and its row make it (a row that sized itself sizes itself again, any
    /// other keeps its height) at the default size and at `category`: nil for any other cell, or one
    /// with a view at a place a11ysim estimates or its layout not known at both sizes.
    private static func codeCellScreens(_ row: RowSpec, of table: TableSpec, on device: Device,
                                        at category: ContentSizeCategory) -> (Screen, Screen)? {
        guard let views = row.codeSubviews, views.allSatisfy(isKnown) else { return nil }
        let fits = row.unsizedSubviews != nil
        let size = Size(width: device.screenSize.width, height: fits ? 0 : row.height ?? table.rowHeight ?? Metrics.tableRowHeight)
        let plain = CodeLayout.cellLayout(of: row, subviews: views, size: size, fitsHeight: fits, on: device)
        let grown = CodeLayout.cellLayout(of: row, subviews: views.map { ContentSizeLayout.scaledTree($0, to: category) }, size: size,
                                          fitsHeight: fits, on: device)
        guard let plainTree = CodeLayout.knownSolvingTree(plain.cell), let grownTree = CodeLayout.knownSolvingTree(grown.cell),
              let before = Screen(plainTree, environment: plain.environment),
              let after = Screen(grownTree, environment: grown.environment) else { return nil }
        return (before, after)
    }

    /// Labels whose line of text is taller than the label at `category` and not at the default
    /// size (a fixed row height squeezing a label pinned to the row's top and bottom): the top and
    /// bottom of the text are cut off, or drawn over the rows beside. Not for a label already
    /// reported in `besides`.
    private static func squeezedLabels(before: Screen, after: Screen, category: ContentSizeCategory,
                                       besides: [ContentSizeProblem]) -> [ContentSizeProblem] {
        var found: [ContentSizeProblem] = []
        for index in after.views.indices where !after.isHidden(index) {
            guard let location = after.views[index].spec.mark.location, !besides.contains(where: { $0.location == location }),
                  let squeezed = squeeze(after.views[index]), squeeze(before.views[index]) == nil else { continue }
            found.append(ContentSizeProblem(location: location, kind: .textClippedVertically(lineHeight: squeezed.line, height: squeezed.height),
                                            category: category, text: squeezed.text, font: squeezed.font))
        }
        return found
    }

    /// A label's line and its height when the line is taller than the label by more than the tolerance.
    private static func squeeze(_ view: Screen.View) -> (text: String, font: Font, line: Double, height: Double)? {
        guard case .label(let label) = view.spec.kind, let text = label.text, !text.isEmpty, let font = label.font,
              !label.adjustsFontSizeToFitWidth, !label.fontSetInCode, !label.fitSetInCode else { return nil }
        let line = font.pointSize * IntrinsicContentSize.lineHeight
        return line > view.frame.size.height + edgeTolerance ? (text, font, line, view.frame.size.height) : nil
    }

    /// Whether the layout of `view` and its subviews is known: the text of every label, button,
    /// text field and text view and its font as the file gives them, not text the app sets while it
    /// runs ("⟨…⟩") nor a font its code sets. It recurses once per level of the view tree, which
    /// the loader bounds at 200 levels of XML nesting (docs/cli.md, "Limits on inputs").
    private static func isKnown(_ view: ViewSpec) -> Bool {
        if case .label(let label) = view.kind {
            guard let font = label.font, font.pointSize > 0, !label.fontSetInCode, !label.fitSetInCode,
                  !(label.text ?? "").isEmpty else { return false }
        }
        if isControl(view), view.layout.fontSetInCode { return false }
        if hasRuntimeText(view) { return false }
        return view.subviews.allSatisfy(isKnown)
    }

    /// Whether `view` or one inside it draws text or a control (recursing as ``isKnown(_:)`` does).
    private static func drawsAnything(_ view: ViewSpec) -> Bool {
        draws(view) || view.subviews.contains(where: drawsAnything)
    }

    /// How a finding names a cell: by its reuse identifier and class, as the user finds it in
    /// Interface Builder or the code that dequeues it.
    static func cellName(_ row: RowSpec) -> String {
        switch (row.reuseIdentifier, row.className) {
        case let (identifier?, className?): return "the cell '\(identifier)' (\(className))"
        case let (identifier?, nil): return "the cell '\(identifier)'"
        case let (nil, className?): return "a cell of class \(className)"
        // A static cell (Interface Builder's id), or a scene file's row (its text).
        case (nil, nil): return row.id.map { "the static cell '\($0)'" } ?? row.text.map { "the cell \"\($0)\"" } ?? "a cell"
        }
    }
}
