import AccessibilityTree

/// A table: style, rows in sections, and optional header and footer views.
struct TableSpec: Hashable, Sendable {
    var style: TableView.Style = .plain
    var rowHeight: Double?
    /// The height of section header views when it is fixed (Interface Builder's `sectionHeaderHeight`
    /// not -1, the code's `sectionHeaderHeight = 40`); nil: automatic (docs/layout.md, "Section
    /// header and footer heights").
    var sectionHeaderHeight: Double?
    /// The height of section footer views when it is fixed, likewise.
    var sectionFooterHeight: Double?
    var editing = false
    /// Whether the rows are Interface Builder's prototype cells, one sample row each, for a data
    /// source to fill (docs/code.md, "Tables and collections"), rather than static cells.
    var hasPrototypes = false
    var sections: [SectionSpec] = []
    var header: ViewSpec?
    var footer: ViewSpec?
}

/// A table section: header and footer titles and rows.
struct SectionSpec: Hashable, Sendable {
    var header: String?
    var footer: String?
    var rows: [RowSpec] = []
    var mark = SourceMark()
    /// A header view the code makes (`tableView(_:viewForHeaderInSection:)`), with its subviews,
    /// read before the section's rows (docs/code.md, "Tables and collections").
    var headerView: ViewSpec?
    /// A footer view the code makes, read after the section's rows.
    var footerView: ViewSpec?
    /// The height the header view's constraints give it, when it sizes itself (docs/layout.md, "Self-sizing rows").
    var headerViewHeight: Double?
    /// The footer view's, likewise.
    var footerViewHeight: Double?
    /// The header view as the code made it, before it sized itself: solved anew on another device
    /// or text size (docs/layout.md, "Self-sizing rows").
    var unsizedHeaderView: ViewSpec?
    /// The footer view's, likewise.
    var unsizedFooterView: ViewSpec?
    /// The header's height when the delegate fixes it (`tableView(_:heightForHeaderInSection:)`).
    var headerHeight: Double?
    /// The footer's, likewise.
    var footerHeight: Double?
}

/// A table row: a built-in cell style's texts and image, or custom subviews, with what selecting
/// the row and tapping its detail button do.
struct RowSpec: Hashable, Sendable {
    var id: String?
    var text: String?
    var detail: String?
    var image: String?
    var style: TableViewCell.CellStyle = .default
    var accessory: TableViewCell.AccessoryType = .none
    /// A view at the trailing edge (UIKit's `accessoryView`).
    var accessoryView: ViewSpec?
    var editingStyle: TableViewCell.EditingStyle = .delete
    var reorder = false
    var height: Double?
    /// Whether the row is as tall as its content's constraints make it when they give it a height,
    /// in a table whose row height is automatic (``TableSpec/rowHeight`` nil): a cell of Interface
    /// Builder's with constraints and without a height of its own (`rowHeight`) that the code does
    /// not fix (docs/layout.md, "Self-sizing rows").
    var sizesItself = false
    /// An Interface Builder cell's content view with its saved frame and Auto Layout (its
    /// `<constraints>` name its subviews and it), without its subviews (``subviews``), for a row
    /// that sizes itself.
    var contentView: ViewSpec?
    var className: String?
    var reuseIdentifier: String?
    var backgroundColor: Color?
    var accessibility = AccessibilitySpec()
    var subviews: [ViewSpec] = []
    /// The constraints and layout guides of a cell made in code that its code makes on the cell
    /// itself (`contentView.topAnchor`), for its views' layout (docs/code.md, "Cells of a class made in code").
    var codeLayout = ViewLayoutSpec()
    /// The views of a cell made in code as the code made them, before the row sized itself by
    /// their constraints: solved anew on another device or text size (docs/layout.md, "Self-sizing rows").
    var unsizedSubviews: [ViewSpec]?
    /// The views of a cell made in code whose constraints made in code the layout solved (at a
    /// fixed height or sizing itself), as the code made them: laid out again at two text sizes by
    /// the Dynamic Type check (ContentSizeCheck+Cells).
    var codeSubviews: [ViewSpec]?
    var onSelect: [Step] = []
    /// What transcripts say selection does (storyboard segues set it).
    var selectionSummary: String?
    var onAccessory: [Step] = []
    var accessorySummary: String?
    /// The steps its cell class's handlers of the app's notifications take, by name (docs/code.md, "Notifications").
    var notificationHandlers: [String: [Step]] = [:]
    /// Makes this many rows from the template, `{n}` in texts and ids replaced by 1, 2, 3…
    var repeatCount: Int?
    var mark = SourceMark()
}

/// A collection view with a flow layout.
struct CollectionSpec: Hashable, Sendable {
    var itemSize = Size(width: 100, height: 100)
    var spacing = 10.0
    /// Whether the layout estimates its items' sizes (a flow layout's `estimatedItemSize` not zero,
    /// `UICollectionViewFlowLayout.automaticSize`, Interface Builder's "Estimate Size"): then each
    /// item whose content view's constraints give it a size is that large (docs/layout.md,
    /// "Self-sizing collection items"), else as large as ``itemSize``.
    var estimatesItemSize = false
    /// The height of each section's header view when the flow layout fixes it (its
    /// `headerReferenceSize`, at least 1 pt high); nil: as tall as its frame says, at least 38 pt
    /// (docs/layout.md, "Self-sizing collection items").
    var headerHeight: Double?
    /// The footer views' (`footerReferenceSize`), likewise.
    var footerHeight: Double?
    /// Whether the items are Interface Builder's prototype cells, for a data source to fill.
    var hasPrototypes = false
    var sections: [[ItemSpec]] = []
    /// The header view of each section that has one, made in code (a supplementary view), read
    /// before the section's items (docs/code.md, "Tables and collections").
    var headers: [Int: ViewSpec] = [:]
    /// The footer view of each section that has one, read after its items.
    var footers: [Int: ViewSpec] = [:]
}

/// A collection item: a text and image, or custom subviews, and what selecting it does.
struct ItemSpec: Hashable, Sendable {
    var id: String?
    /// The prototype's reuse identifier, by which a data source dequeues it.
    var reuseIdentifier: String?
    var text: String?
    var image: String?
    var className: String?
    var backgroundColor: Color?
    var accessibility = AccessibilitySpec()
    var subviews: [ViewSpec] = []
    /// As a row's (``RowSpec/codeLayout``).
    var codeLayout = ViewLayoutSpec()
    /// An Interface Builder cell's content view with its saved frame and Auto Layout, without its
    /// subviews (``subviews``), for an item that sizes itself (as a row's ``RowSpec/contentView``).
    var contentView: ViewSpec?
    /// The size the item's content gives it in a layout that estimates item sizes (docs/layout.md,
    /// "Self-sizing collection items"); nil: the layout's item size.
    var size: Size?
    /// The views of a cell made in code as the code made them, before the item sized itself (as a
    /// row's ``RowSpec/unsizedSubviews``).
    var unsizedSubviews: [ViewSpec]?
    var onSelect: [Step] = []
    var selectionSummary: String?
    /// As a row's (``RowSpec/notificationHandlers``).
    var notificationHandlers: [String: [Step]] = [:]
    var repeatCount: Int?
    /// The item's place in its list's outline, from the app's code (docs/voiceover.md, "Outline disclosure").
    var outline: OutlinePlace?
    /// What the data source's `sectionSnapshotHandlers.willExpandItem` does before double tap expands the parent.
    var onExpand: [Step] = []
    /// Likewise `willCollapseItem`, before it collapses.
    var onCollapse: [Step] = []
    var mark = SourceMark()
}
