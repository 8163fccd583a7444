/// A grid of items, like `UICollectionView` with a flow layout: items fill lines left to right
/// (right to left in RTL layouts, by the reading order) and wrap; an item of a size of its own (a
/// self-sizing one, ``CollectionViewCell/preferredSize``) wraps when it does not fit, and each line is
/// as tall as its tallest item, the others centred in it, as the flow layout places them.
@MainActor
open class CollectionView: ScrollView {
    /// The items of each section.
    public var sections: [[CollectionViewCell]] = [] { didSet { setNeedsLayout() } }
    /// A view above a section's items (a section header supplementary view), by section, the
    /// collection's width and as tall as its frame, at least a table's section header.
    public var headerViews: [Int: View] = [:] { didSet { setNeedsLayout() } }
    /// A view below a section's items, likewise.
    public var footerViews: [Int: View] = [:] { didSet { setNeedsLayout() } }
    /// The height of the section header views when the flow layout fixes it (its
    /// `headerReferenceSize`); nil: each as tall as its frame, at least a table's section header.
    public var headerReferenceHeight: Double? { didSet { setNeedsLayout() } }
    /// The footer views' (`footerReferenceSize`), likewise.
    public var footerReferenceHeight: Double? { didSet { setNeedsLayout() } }
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
        var y = spacing
        func place(_ view: View?, fixed: Double?) {
            guard let view else { return }
            let height = fixed ?? max(view.frame.height, Metrics.tableSectionHeaderHeight)
            view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
            if view.superview !== self { addSubview(view) }
            y += height + spacing
        }
        for (number, section) in sections.enumerated() {
            place(headerViews[number], fixed: headerReferenceHeight)
            // The items below a collapsed parent are not in the list (CollectionView+Outline).
            let shown = shownItems(of: section)
            if shown.count < section.count {
                let kept = Set(shown.map(ObjectIdentifier.init))
                for cell in section where cell.superview === self && !kept.contains(ObjectIdentifier(cell)) { cell.removeFromSuperview() }
            }
            // One line of items at a time: as many as fit between the insets (at least one).
            var start = 0
            while start < shown.count {
                var end = start, x = spacing, lineHeight = 0.0
                while end < shown.count {
                    let size = shown[end].preferredSize ?? itemSize
                    guard end == start || x + size.width + spacing <= frame.width else { break }
                    x += size.width + spacing
                    lineHeight = max(lineHeight, size.height)
                    end += 1
                }
                x = spacing
                for cell in shown[start..<end] {
                    let size = cell.preferredSize ?? itemSize
                    cell.frame = Rect(x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
                    if cell.superview !== self { addSubview(cell) }
                    x += size.width + spacing
                }
                y += lineHeight + spacing
                start = end
            }
            place(footerViews[number], fixed: footerReferenceHeight)
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
    /// The size the item's content gives it when its layout estimates item sizes (UIKit's
    /// `preferredLayoutAttributesFitting(_:)`); nil: the layout's ``CollectionView/itemSize``.
    public var preferredSize: Size? { didSet { collectionView?.setNeedsLayout() } }
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
