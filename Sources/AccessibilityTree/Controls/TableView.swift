/// A list of rows in sections, like `UITableView`.
///
/// The model keeps the cells themselves (no data source): ``sections`` holds each section's header and
/// footer titles and its cells; ``reloadData()`` places them one under another in content coordinates,
/// with section headers (spoken "heading"), the detail buttons of accessories and, in editing mode,
/// the delete and reorder controls beside each row.
@MainActor
open class TableView: ScrollView {
    /// Plain or grouped, like `UITableView.Style`.
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable { case plain, grouped, insetGrouped }

    public var style: Style
    /// The sections, top to bottom.
    public var sections: [TableSection] = [] { didSet { setNeedsLayout() } }
    /// The height of rows whose cell has no height of its own.
    public var rowHeight = Metrics.tableRowHeight
    /// The height of section header views when it is fixed (UIKit's `sectionHeaderHeight` set to a
    /// number, Interface Builder's saved one); nil: `automaticDimension`, each view as tall as its
    /// frame or its constraints make it. A section's own height (``TableSection/headerHeight``) wins;
    /// a title's header keeps its own height (docs/layout.md, "Section header and footer heights").
    public var sectionHeaderHeight: Double? { didSet { setNeedsLayout() } }
    /// The height of section footer views when it is fixed, likewise.
    public var sectionFooterHeight: Double? { didSet { setNeedsLayout() } }
    /// A view above the first section.
    public var tableHeaderView: View? { didSet { setNeedsLayout() } }
    /// A view below the last section.
    public var tableFooterView: View? { didSet { setNeedsLayout() } }
    /// Whether rows show their delete and reorder controls.
    public var isEditing = false { didSet { setNeedsLayout() } }

    /// Called when a row is selected (UIKit's `tableView(_:didSelectRowAt:)`).
    public var didSelectRow: (@MainActor (IndexPath) -> Void)?
    /// Called when a detail accessory is tapped (UIKit's `accessoryButtonTappedForRowWith`).
    public var accessoryButtonTapped: (@MainActor (IndexPath) -> Void)?
    /// Called when a row is deleted in editing mode; the row is removed afterwards.
    public var commitDelete: (@MainActor (IndexPath) -> Void)?
    /// Called when a row is moved in editing mode; the row is moved afterwards.
    public var moveRow: (@MainActor (IndexPath, IndexPath) -> Void)?

    /// The views the table adds around its rows (section headers and footers, detail buttons, editing
    /// controls), by what they decorate. Each layout reuses the ones it still needs, as UIKit keeps its
    /// header views and controls across layout passes, so VoiceOver's focus on one survives a layout
    /// (moving a row with its reorder control keeps focus on that control).
    private var decorations: [DecorationKey: View] = [:]
    /// While a layout runs: the decorations of the previous one not yet reused.
    private var unclaimedDecorations: [DecorationKey: View] = [:]

    private enum DecorationKey: Hashable {
        case header(section: Int)
        case footer(section: Int)
        case detailButton(row: ObjectIdentifier)
        case editingControl(row: ObjectIdentifier, kind: TableEditingControl.Purpose)
    }

    public init(style: Style = .plain, frame: Rect = .zero) {
        self.style = style
        super.init(frame: frame)
    }

    override open var className: String { "UITableView" }

    /// The cell at `indexPath`, when there is one.
    public func cell(at indexPath: IndexPath) -> TableViewCell? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// Where `cell` is, when it is in the table.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let row = section.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    /// The number of rows in all sections.
    public var numberOfRows: Int { sections.reduce(0) { $0 + $1.cells.count } }

    /// Re-places every row (UIKit's `reloadData`).
    public func reloadData() { setNeedsLayout() }

    /// Selects the row as a tap does: the cell's own handler, then the table's.
    @discardableResult
    public func selectRow(at indexPath: IndexPath) -> TapOutcome {
        guard let cell = cell(at: indexPath) else { return .unhandled }
        var sent: [String] = []
        if let onSelect = cell.onSelect { onSelect(); sent.append(contentsOf: cell.selectionDescriptions) }
        didSelectRow?(indexPath)
        return .handled(description: "selects row \(indexPath.row + 1)", actions: sent)
    }

    /// Deletes the row at `indexPath` as editing mode's delete control does.
    public func deleteRow(at indexPath: IndexPath) {
        guard cell(at: indexPath) != nil else { return }
        commitDelete?(indexPath)
        sections[indexPath.section].cells.remove(at: indexPath.row)
    }

    /// Moves a row as editing mode's reorder control does.
    public func moveRow(from source: IndexPath, to destination: IndexPath) {
        guard let moving = cell(at: source), sections.indices.contains(destination.section) else { return }
        moveRow?(source, destination)
        sections[source.section].cells.remove(at: source.row)
        let row = min(destination.row, sections[destination.section].cells.count)
        sections[destination.section].cells.insert(moving, at: row)
    }

    /// A table reports its rows after a three-finger scroll: "Rows A to B of N" (docs/voiceover.md §5).
    override open var accessibilityScrollStatus: String {
        let rows = visibleRowRange()
        return deviceLanguage.format(.rowsStatus, numbers: rows.first, rows.last, rows.count)
    }

    /// The rows visible between the insets, 1-based, for "Rows A to B of N" (docs/voiceover.md §5).
    public func visibleRowRange() -> (first: Int, last: Int, count: Int) {
        let top = contentOffset.y + adjustedContentInset.top
        let bottom = contentOffset.y + frame.height - adjustedContentInset.bottom
        var first = 0, last = 0, number = 0
        for section in sections {
            for cell in section.cells {
                number += 1
                if cell.frame.maxY > top + 0.5 && cell.frame.minY < bottom - 0.5 {
                    if first == 0 { first = number }
                    last = number
                }
            }
        }
        return (first, last, number)
    }

    override open func layoutSubviews() {
        unclaimedDecorations = decorations
        decorations = [:]
        let width = frame.width
        var y: Double = 0
        func place(_ view: View, height: Double) {
            view.frame = Rect(x: 0, y: y, width: width, height: height)
            if view.superview !== self { addSubview(view) }
            y += height
        }
        if let header = tableHeaderView { place(header, height: max(header.frame.height, 1)) }
        let inset = isEditing ? Metrics.tableRowHeight : 0
        for (s, section) in sections.enumerated() {
            if let title = section.headerTitle {
                place(titleView(.header(section: s), title: title), height: section.headerHeight ?? Metrics.tableSectionHeaderHeight)
            }
            if let view = section.headerView {
                place(view, height: section.headerHeight ?? sectionHeaderHeight ?? section.headerViewHeight ?? max(view.frame.height, Metrics.tableSectionHeaderHeight))
            }
            for (r, cell) in section.cells.enumerated() {
                let height = cell.preferredHeight ?? rowHeight
                cell.frame = Rect(x: inset, y: y, width: max(0, width - inset * (cell.showsReorderControl ? 2 : 1)), height: height)
                if cell.superview !== self { addSubview(cell) }
                addDecorations(for: cell, at: IndexPath(row: r, section: s), rowY: y, height: height, width: width)
                y += height
            }
            if let title = section.footerTitle {
                place(titleView(.footer(section: s), title: title), height: section.footerHeight ?? Metrics.tableSectionHeaderHeight)
            }
            if let view = section.footerView {
                place(view, height: section.footerHeight ?? sectionFooterHeight ?? section.footerViewHeight ?? max(view.frame.height, Metrics.tableSectionHeaderHeight))
            }
        }
        if let footer = tableFooterView { place(footer, height: max(footer.frame.height, 1)) }
        removeSubviews(Array(unclaimedDecorations.values))
        unclaimedDecorations = [:]
        let cells = Set(sections.flatMap { $0.cells.map(ObjectIdentifier.init) })
        removeSubviews(subviews.filter { $0 is TableViewCell && !cells.contains(ObjectIdentifier($0)) })
        contentSize = Size(width: width, height: y)
        super.layoutSubviews()
    }

    /// The decoration for `key`: the previous layout's when `reusable` accepts it, else `make()`.
    private func decoration<Decoration: View>(_ key: DecorationKey, reusable: (Decoration) -> Bool = { _ in true },
                                              make: () -> Decoration) -> Decoration {
        let view: Decoration
        if let kept = unclaimedDecorations.removeValue(forKey: key) as? Decoration, reusable(kept) {
            view = kept
        } else {
            view = make()
        }
        decorations[key] = view
        return view
    }

    /// A section's header or footer title view, showing `title`.
    private func titleView(_ key: DecorationKey, title: String) -> TableSectionHeaderView {
        let isFooter = if case .footer = key { true } else { false }
        let view = decoration(key) { TableSectionHeaderView(title: title, isFooter: isFooter) }
        if view.text != title { view.text = title }
        return view
    }

    private func addDecorations(for cell: TableViewCell, at indexPath: IndexPath, rowY: Double, height: Double, width: Double) {
        let size = Metrics.tableRowHeight
        let row = ObjectIdentifier(cell)
        if cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton, !isEditing {
            let button = decoration(.detailButton(row: row), reusable: { $0.cell === cell }) { TableAccessoryButton(cell: cell) }
            button.frame = Rect(x: width - size, y: rowY, width: size, height: height)
            if button.superview !== self { addSubview(button) }
        }
        guard isEditing else { return }
        let name = cell.accessibilityLabel ?? "row"
        func control(_ kind: TableEditingControl.Purpose, x: Double) {
            let control = decoration(.editingControl(row: row, kind: kind), reusable: { $0.cell === cell }) {
                TableEditingControl(cell: cell, kind: kind, rowName: name)
            }
            control.rowName = name
            control.frame = Rect(x: x, y: rowY, width: size, height: height)
            if control.superview !== self { addSubview(control) }
        }
        if cell.editingStyle != .none { control(cell.editingStyle == .insert ? .insert : .delete, x: 0) }
        if cell.showsReorderControl { control(.reorder, x: width - size) }
    }
}

/// A row's address, like `IndexPath` for tables.
public struct IndexPath: Hashable, Codable, Sendable, CustomStringConvertible {
    public var row: Int
    public var section: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public var description: String { "[\(section), \(row)]" }
}

/// A section of a table: optional header and footer titles and views, and its cells.
@MainActor
public struct TableSection {
    public var headerTitle: String?
    public var footerTitle: String?
    public var cells: [TableViewCell]
    /// A view above the rows (UIKit's `tableView(_:viewForHeaderInSection:)`), after the title; its
    /// height is its frame's, at least a section header's. Its views take no header trait of their
    /// own: UIKit gives it only to the title (docs/model.md, "Section header and footer views").
    public var headerView: View?
    /// A view below the rows (`viewForFooterInSection`), after the footer title.
    public var footerView: View?
    /// The height a header view's constraints give it (a self-sizing header, docs/layout.md,
    /// "Self-sizing rows"): it wins over its frame's and the section header's minimum.
    public var headerViewHeight: Double?
    /// The footer view's, likewise.
    public var footerViewHeight: Double?
    /// The header's height when the delegate fixes it (`tableView(_:heightForHeaderInSection:)`): it
    /// wins over the table's ``TableView/sectionHeaderHeight``, the view's own and a title's.
    public var headerHeight: Double?
    /// The footer's (`heightForFooterInSection`), likewise.
    public var footerHeight: Double?

    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell] = [], headerView: View? = nil, footerView: View? = nil) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.headerView = headerView
        self.footerView = footerView
    }
}

/// A section header or footer title: an element; headers carry the header trait (docs/model.md §2).
@MainActor
final class TableSectionHeaderView: Label {
    let isFooter: Bool

    init(title: String, isFooter: Bool) {
        self.isFooter = isFooter
        super.init(text: title)
    }

    override var className: String { "UITableViewHeaderFooterView" }
    override var standardAccessibilityTraits: AccessibilityTraits { isFooter ? .staticText : [.staticText, .header] }
}

/// The "More info" button of a detail accessory: its own element (docs/model.md §2).
@MainActor
final class TableAccessoryButton: Button {
    weak var cell: TableViewCell?
    /// The table the button is placed in (see ``TableViewCell/tableView``).
    private var table: TableView? { superview as? TableView }

    init(cell: TableViewCell) {
        self.cell = cell
        super.init(title: nil, type: .detailDisclosure)
    }

    override func simulateTap() -> TapOutcome {
        guard let table, let cell, let indexPath = table.indexPath(for: cell) else { return .unhandled }
        cell.onAccessoryTap?()
        table.accessoryButtonTapped?(indexPath)
        return .handled(description: "shows details of row \(indexPath.row + 1)", actions: cell.accessoryDescriptions)
    }
}

/// Editing mode's delete (or insert) and reorder controls beside a row.
@MainActor
final class TableEditingControl: Button {
    enum Purpose { case delete, insert, reorder }

    let kind: Purpose
    weak var cell: TableViewCell?
    /// The table the control is placed in (see ``TableViewCell/tableView``).
    private var table: TableView? { superview as? TableView }

    /// The row's name in the control's title ("Delete Milk").
    var rowName: String {
        didSet { if rowName != oldValue { title = Self.title(kind, rowName) } }
    }

    init(cell: TableViewCell, kind: Purpose, rowName: String) {
        self.kind = kind
        self.cell = cell
        self.rowName = rowName
        super.init(title: Self.title(kind, rowName), type: .custom)
        if kind == .reorder {
            accessibilityCustomActions = [
                AccessibilityCustomAction(name: "Move up") { [weak self] in self?.move(by: -1) ?? false },
                AccessibilityCustomAction(name: "Move down") { [weak self] in self?.move(by: 1) ?? false },
            ]
        }
    }

    override var className: String { kind == .reorder ? "UITableViewCellReorderControl" : "UITableViewCellEditControl" }

    private static func title(_ kind: Purpose, _ rowName: String) -> String {
        let verb = kind == .delete ? "Delete" : kind == .insert ? "Insert" : "Reorder"
        return "\(verb) \(rowName)"
    }

    private func move(by delta: Int) -> Bool {
        guard let table, let cell, let from = table.indexPath(for: cell) else { return false }
        let to = IndexPath(row: from.row + delta, section: from.section)
        guard to.row >= 0, to.row < table.sections[from.section].cells.count else { return false }
        table.moveRow(from: from, to: to)
        return true
    }

    override func simulateTap() -> TapOutcome {
        guard let table, let cell, let indexPath = table.indexPath(for: cell) else { return .unhandled }
        switch kind {
        case .delete:
            table.deleteRow(at: indexPath)
            return .handled(description: "deletes row \(indexPath.row + 1)")
        case .insert:
            return .handled(description: "inserts a row")
        case .reorder:
            return .unhandled
        }
    }
}
