/// A grid of items, like `UICollectionView` with a flow layout: items fill rows left to right
/// (right to left in RTL layouts, by the reading order) and wrap.
@MainActor
open class CollectionView: ScrollView {
    /// The items of each section.
    public var sections: [[CollectionViewCell]] = [] { didSet { setNeedsLayout() } }
    /// A view above a section's items (a section header supplementary view), by section, the
    /// collection's width and as tall as its frame, at least a table's section header.
    public var headerViews: [Int: View] = [:] { didSet { setNeedsLayout() } }
    /// A view below a section's items, likewise.
    public var footerViews: [Int: View] = [:] { didSet { setNeedsLayout() } }
    /// Each item's size.
    public var itemSize = Size(width: 100, height: 100)
    /// The gap between items and between rows.
    public var spacing: Double = 10
    /// Called when an item is selected.
    public var didSelectItem: (@MainActor (IndexPath) -> Void)?

    override open var className: String { "UICollectionView" }

    /// Where `cell` is, when it is in the collection.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let item = shownItems(of: section).firstIndex(where: { $0 === cell }) { return IndexPath(row: item, section: s) }
        }
        return nil
    }

    override open func layoutSubviews() {
        let columns = max(1, Int((frame.width - spacing) / (itemSize.width + spacing)))
        var y = spacing
        func place(_ view: View?) {
            guard let view else { return }
            let height = max(view.frame.height, Metrics.tableSectionHeaderHeight)
            view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
            if view.superview !== self { addSubview(view) }
            y += height + spacing
        }
        for (number, section) in sections.enumerated() {
            place(headerViews[number])
            // The items below a collapsed parent are not in the list (CollectionView+Outline).
            let shown = shownItems(of: section)
            if shown.count < section.count {
                let kept = Set(shown.map(ObjectIdentifier.init))
                for cell in section where cell.superview === self && !kept.contains(ObjectIdentifier(cell)) { cell.removeFromSuperview() }
            }
            for (index, cell) in shown.enumerated() {
                let column = index % columns
                if index > 0 && column == 0 { y += itemSize.height + spacing }
                cell.frame = Rect(x: spacing + Double(column) * (itemSize.width + spacing), y: y,
                                  width: itemSize.width, height: itemSize.height)
                if cell.superview !== self { addSubview(cell) }
            }
            if !shown.isEmpty { y += itemSize.height + spacing }
            place(footerViews[number])
        }
        contentSize = Size(width: frame.width, height: y)
        super.layoutSubviews()
    }
}

/// An item of a collection view: one element joining its labels' texts, unless it holds interactive
/// elements of its own (docs/model.md §2).
@MainActor
open class CollectionViewCell: View {
    /// What selecting the item does.
    public var onSelect: (@MainActor () -> Void)?
    /// Descriptions of what selection sends, for transcripts.
    public var selectionDescriptions: [String] = []
    /// The item's place in the list's outline, when it is in one (CollectionView+Outline).
    public var outline: OutlinePlace?
    /// What the app does before double tap expands (true) or collapses (false) the item, a parent of
    /// the outline (its data source's section snapshot handlers); returns descriptions for transcripts.
    public var willToggleOutline: (@MainActor (_ expanding: Bool) -> [String])?
    /// The collection view the cell is an item of: its superview while it is one (read, not held
    /// weakly, for the reason ``TableViewCell/tableView`` gives).
    var collectionView: CollectionView? { superview as? CollectionView }

    override open var className: String { "UICollectionViewCell" }

    /// Whether the item holds interactive elements of its own: then it is not one element and VoiceOver
    /// visits its contents.
    public var containsInteractiveElements: Bool { CellContent.containsInteractiveElement(below: self) }

    /// One element, unless it holds interactive elements or the app lists its elements
    /// (`accessibilityElements`, or a list known only when the app runs): then VoiceOver visits
    /// those (docs/model.md, "Cells").
    override open var standardIsAccessibilityElement: Bool {
        accessibilityElements == nil && !accessibilityElementsSetInCode && !containsInteractiveElements
    }

    /// The texts of the item's visible labels and labelled images, in view order, joined by ", ".
    override open var standardAccessibilityLabel: String? {
        CellContent.joinedTexts(below: self, includingImages: true)
    }

    /// The first visible label's text: the item's title (docs/voice-control.md §1).
    override open var displayedText: String? { CellContent.firstText(below: self) }

    override open func simulateTap() -> TapOutcome {
        // docs/voiceover.md, "Outline disclosure": double tap on a parent toggles it, or runs the
        // disclosure's own action handler when the app gives one.
        if let collectionView, let place = outline, place.isExpanded != nil {
            if let handler = place.actionHandler { return .handled(description: "runs the outline disclosure's actionHandler", actions: [handler]) }
            let sent = willToggleOutline?(place.isExpanded == false) ?? []
            if let change = collectionView.toggleOutline(of: self) {
                return .handled(description: "\(change) \(accessibilityLabel ?? "the item")", actions: sent)
            }
        }
        onSelect?()
        if let collectionView, let indexPath = collectionView.indexPath(for: self) {
            collectionView.didSelectItem?(indexPath)
            return .handled(description: "selects item \(indexPath.row + 1)", actions: selectionDescriptions)
        }
        return onSelect == nil ? .unhandled : .handled(description: "selects the item", actions: selectionDescriptions)
    }
}
