/// A table or collection view as the class's data source fills it (docs/code.md, "Tables and
/// collections"): its sections, each with its header and footer titles and its rows, each row the
/// cell the data source dequeued with what it set on it.
public struct CodeTableFill: Hashable, Sendable, Codable {
    /// Which data source methods filled it.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `tableView(_:cellForRowAt:)`.
        case table
        /// `collectionView(_:cellForItemAt:)`.
        case collection
    }

    public var kind: Kind
    public var sections: [CodeTableSection]
    /// What makes the cells: `tableView(_:cellForRowAt:)`, `UITableViewDiffableDataSource cell provider`…
    public var method: String
    /// Where it is declared.
    public var location: CodeLocation
    /// The cells the setup registered for this kind of view (`register(_:forCellReuseIdentifier:)`).
    public var registrations: [CodeCellRegistration] = []
    /// The table's `sectionHeaderHeight` the setup set to a known number (docs/layout.md, "Section
    /// header and footer heights"); nil: Interface Builder's, else `automaticDimension`.
    public var sectionHeaderHeight: Double?
    /// The table's `sectionFooterHeight`, likewise.
    public var sectionFooterHeight: Double?
    /// The flow layout the setup made for the collection, when it configured one the interpreter can tell.
    public var flowLayout: CodeFlowLayout?

    public init(kind: Kind, sections: [CodeTableSection], method: String, location: CodeLocation, registrations: [CodeCellRegistration] = []) {
        self.kind = kind
        self.sections = sections
        self.method = method
        self.location = location
        self.registrations = registrations
    }
}

/// A cell the code registers for a reuse identifier: `tableView.register(UINib(nibName: "ContactCell",
/// bundle: nil), forCellReuseIdentifier: "contact")` or `register(ContactCell.self, …)`; a table or
/// collection dequeuing that identifier makes the nib's cell, or one of that class.
public struct CodeCellRegistration: Hashable, Sendable, Codable {
    /// The kind of view it is registered with.
    public var kind: CodeTableFill.Kind
    public var reuseIdentifier: String
    /// The nib's name (`UINib(nibName:bundle:)`), for a cell a xib defines.
    public var nib: String?
    /// The class (`ContactCell.self`), for a cell made in code; with ``nib``, the class of the nib's
    /// cell a registration names (`CellRegistration<PhotoCell, Photo>(cellNib:)`), which is not made in code.
    public var cellClass: String?
    /// The table or collection view it is registered with, when the model holds it.
    public var view: CodeTarget?
    /// Where the code registers it.
    public var location: CodeLocation

    public init(kind: CodeTableFill.Kind, reuseIdentifier: String, nib: String? = nil, cellClass: String? = nil, view: CodeTarget? = nil, location: CodeLocation) {
        self.kind = kind
        self.reuseIdentifier = reuseIdentifier
        self.nib = nib
        self.cellClass = cellClass
        self.view = view
        self.location = location
    }
}

/// A section of a table the data source fills.
public struct CodeTableSection: Hashable, Sendable, Codable {
    /// `tableView(_:titleForHeaderInSection:)`'s text (unknown parts as `⟨origin⟩`), when it gives one.
    public var header: String?
    /// `tableView(_:titleForFooterInSection:)`'s text, likewise.
    public var footer: String?
    /// The header view `tableView(_:viewForHeaderInSection:)` returns, when it is made in code.
    public var headerView: CodeSectionView?
    /// The footer view, likewise.
    public var footerView: CodeSectionView?
    public var rows: [CodeTableRow] = []
    /// Whether the data source's row count is unknown, so that the rows are samples.
    public var isSample = false
    /// The header's height when `tableView(_:heightForHeaderInSection:)` returns one known number
    /// (docs/layout.md, "Section header and footer heights").
    public var headerHeight: Double?
    /// The footer's (`heightForFooterInSection`), likewise.
    public var footerHeight: Double?

    public init(header: String? = nil, footer: String? = nil, rows: [CodeTableRow] = [], isSample: Bool = false) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.isSample = isSample
    }
}

/// A row: the cell the data source returned for it, and what the run that made it did.
public struct CodeTableRow: Hashable, Sendable, Codable {
    /// The reuse identifier the cell was dequeued with; nil when the code does not say it statically.
    public var reuseIdentifier: String?
    /// The cell's class, when the code casts it (`as! EpisodeCell`).
    public var cellClass: String?
    /// The facts of the run: those on `.cell(reuseIdentifier)` and `.cellOutlet(reuseIdentifier, _)`
    /// configure this row's cell.
    public var steps: [CodeStep]
    /// The cell itself when it is of a class registered in code (`register(MessageCell.self, …)`),
    /// made by the run: the views placed in it (``CodeTarget/created(_:)``) are the cell's.
    public var cell: CodeView?
    /// The row's height when the code fixes it statically: what `tableView(_:heightForRowAt:)`
    /// returns for it, else the table's `rowHeight` the setup set; nil for a row that sizes itself
    /// (docs/layout.md, "Self-sizing rows").
    public var height: Double?
    /// The item's place in its section snapshot's outline, when it is in one (docs/voiceover.md,
    /// "Outline disclosure").
    public var outline: CodeOutlinePlace?
    /// A collection item's size when `collectionView(_:layout:sizeForItemAt:)` returns a known one
    /// (docs/layout.md, "Self-sizing collection items").
    public var itemSize: CodeFlowLayout.ItemSize?

    public init(reuseIdentifier: String?, cellClass: String?, steps: [CodeStep]) {
        self.reuseIdentifier = reuseIdentifier
        self.cellClass = cellClass
        self.steps = steps
    }
}

/// An item's place in a section snapshot's outline: how deep it is, whether it is an expanded or
/// collapsed parent, and whether its cell registration gives it the outline disclosure accessory
/// (Interpreter+Outlines).
public struct CodeOutlinePlace: Hashable, Sendable, Codable {
    /// 0 for a top-level item, 1 for its children…
    public var level: Int
    /// For a parent, whether the setup left it expanded; nil for an item without children.
    public var isExpanded: Bool?
    /// Whether the cell shows `UICellAccessory.outlineDisclosure`.
    public var showsDisclosure = false
    /// The disclosure's own `actionHandler`, as the code writes it, when it gives one.
    public var actionHandler: String?
    /// What the data source's `sectionSnapshotHandlers.willExpandItem` does for a parent, run with
    /// its item; empty when the app sets none.
    public var willExpand: [CodeStep] = []
    /// Likewise `willCollapseItem`.
    public var willCollapse: [CodeStep] = []

    public init(level: Int, isExpanded: Bool?) {
        self.level = level
        self.isExpanded = isExpanded
    }
}

/// A section's header or footer view made in code (`UIView()`, the app's `SectionHeaderView`, one of
/// a class registered with `register(_:forHeaderFooterViewReuseIdentifier:)`): the view, and the
/// facts of the run that made it, which build its subviews and set what they show.
public struct CodeSectionView: Hashable, Sendable, Codable {
    /// The view made in code; nil for one a nib defines (``nib``).
    public var view: CodeView?
    /// The nib registered for the view's reuse identifier, when a xib defines it.
    public var nib: CodeSectionNib?
    public var steps: [CodeStep]

    public init(view: CodeView, steps: [CodeStep]) {
        self.view = view
        self.steps = steps
    }

    public init(nib: CodeSectionNib, steps: [CodeStep]) {
        self.nib = nib
        self.steps = steps
    }
}

/// A header, footer or supplementary view registered from a nib
/// (`register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")`,
/// `…forSupplementaryViewOfKind:withReuseIdentifier:`): the first view at the top level of its xib,
/// which the run's facts on `.cell(reuseIdentifier)` and `.cellOutlet(reuseIdentifier, _)` configure.
public struct CodeSectionNib: Hashable, Sendable, Codable {
    /// The nib's name (`UINib(nibName:bundle:)`).
    public var name: String
    /// The identifier the run's facts name the view by (with its header-footer or supplementary prefix).
    public var reuseIdentifier: String
    /// Where the code registers it.
    public var location: CodeLocation

    public init(name: String, reuseIdentifier: String, location: CodeLocation) {
        self.name = name
        self.reuseIdentifier = reuseIdentifier
        self.location = location
    }
}

/// A `UICollectionViewFlowLayout` made in code: whether it estimates its items' sizes and its
/// `itemSize` (docs/layout.md, "Self-sizing collection items").
public struct CodeFlowLayout: Hashable, Sendable, Codable {
    /// Whether `estimatedItemSize` is `UICollectionViewFlowLayout.automaticSize` or a size not zero.
    public var estimatesItemSize = false
    /// The `itemSize` the code set, when it set a known one.
    public var itemWidth: Double?
    /// Its height, likewise.
    public var itemHeight: Double?
    /// The height of `headerReferenceSize` the code set, when it set a known one at least 1 pt high.
    public var headerHeight: Double?
    /// `footerReferenceSize`'s, likewise.
    public var footerHeight: Double?

    /// A size the code gives an item.
    public struct ItemSize: Hashable, Sendable, Codable {
        public var width: Double
        public var height: Double
    }

    public init() {}
}
