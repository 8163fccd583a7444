/// A scrolling area, like `UIScrollView`: its subviews sit in content coordinates, shifted by the
/// content offset. Elements outside the visible part are still elements (docs/model.md §2); VoiceOver scrolls
/// to them.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content.
    public var contentSize: Size = .zero
    /// The visible part's origin in content coordinates, like `contentOffset` (UIKit's value: at rest
    /// at the top it is minus the top inset).
    public var contentOffset: Point = .zero
    /// Whether a scroll moves by whole pages.
    public var isPagingEnabled = false
    /// Whether the user can scroll it (three-finger scroll fails when false).
    public var isScrollEnabled = true
    /// Insets the bars and safe area add, like `adjustedContentInset` (set by layout).
    public internal(set) var adjustedContentInset: EdgeInsets = .zero

    override open var className: String { "UIScrollView" }

    override open var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// The height of one page of a three-finger scroll: the visible height between the insets.
    public var pageHeight: Double { max(1, frame.height - adjustedContentInset.top - adjustedContentInset.bottom) }
    /// The width of one page of a horizontal scroll.
    public var pageWidth: Double { max(1, frame.width - adjustedContentInset.left - adjustedContentInset.right) }

    /// The smallest and largest content offsets.
    public var minimumContentOffset: Point { Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
    public var maximumContentOffset: Point {
        Point(x: max(-adjustedContentInset.left, contentSize.width + adjustedContentInset.right - frame.width),
              y: max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - frame.height))
    }

    /// Whether the content is wider than it is tall to scroll (three-finger left/right apply).
    public var scrollsHorizontally: Bool { contentSize.width > frame.width + 0.5 && contentSize.height <= frame.height + 0.5 }

    /// Moves the visible area, clamped to the content; returns whether it moved.
    @discardableResult
    public func setContentOffset(_ offset: Point) -> Bool {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let clamped = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
        guard clamped != contentOffset else { return false }
        contentOffset = clamped
        window?.needsLayoutPass = true
        return true
    }

    /// Scrolls the least so that `rect` (in content coordinates) is visible; returns whether it moved.
    @discardableResult
    public func scrollRectToVisible(_ rect: Rect) -> Bool {
        var offset = contentOffset
        let visibleTop = offset.y + adjustedContentInset.top
        let visibleBottom = offset.y + frame.height - adjustedContentInset.bottom
        if rect.minY < visibleTop {
            offset.y = rect.minY - adjustedContentInset.top
        } else if rect.maxY > visibleBottom {
            offset.y = rect.maxY - frame.height + adjustedContentInset.bottom
        }
        let visibleLeft = offset.x + adjustedContentInset.left
        let visibleRight = offset.x + frame.width - adjustedContentInset.right
        if rect.minX < visibleLeft {
            offset.x = rect.minX - adjustedContentInset.left
        } else if rect.maxX > visibleRight {
            offset.x = rect.maxX - frame.width + adjustedContentInset.right
        }
        return setContentOffset(offset)
    }

    /// docs/voiceover.md §5: three-finger scroll moves by a page — fingers up show the content below, `next` and
    /// `previous` follow the axis — and posts ``accessibilityScrollStatus``; nil when scrolling is
    /// off or the content cannot move that way.
    override open func performDefaultScroll(_ direction: AccessibilityScrollDirection) -> String? {
        guard isScrollEnabled else { return nil }
        let horizontal = scrollsHorizontally
        var offset = contentOffset
        switch direction {
        case .up: guard !horizontal else { return nil }; offset.y += pageHeight
        case .down: guard !horizontal else { return nil }; offset.y -= pageHeight
        case .left: guard horizontal else { return nil }; offset.x += pageWidth
        case .right: guard horizontal else { return nil }; offset.x -= pageWidth
        case .next: if horizontal { offset.x += pageWidth } else { offset.y += pageHeight }
        case .previous: if horizontal { offset.x -= pageWidth } else { offset.y -= pageHeight }
        }
        guard setContentOffset(offset) else { return nil }
        window?.application?.post(notification: .pageScrolled, argument: accessibilityScrollStatus)
        return "scrolls a page"
    }

    /// Where a three-finger scroll left the content, as VoiceOver speaks it: "Page N of M" in the device's language (UIKit
    /// asks `accessibilityScrollStatus(for:)` of the scroll view's delegate).
    open var accessibilityScrollStatus: String {
        let position = pagePosition(horizontal: scrollsHorizontally)
        return deviceLanguage.format(.pageStatus, numbers: position.page, position.count)
    }

    /// The 1-based page shown and the number of pages, vertically or horizontally.
    public func pagePosition(horizontal: Bool) -> (page: Int, count: Int) {
        if horizontal {
            let count = max(1, Int((contentSize.width / pageWidth).rounded(.up)))
            let page = Int(((contentOffset.x + adjustedContentInset.left) / pageWidth).rounded(.down)) + 1
            return (min(max(1, page), count), count)
        }
        let count = max(1, Int((contentSize.height / pageHeight).rounded(.up)))
        let page = Int(((contentOffset.y + adjustedContentInset.top) / pageHeight).rounded(.down)) + 1
        return (min(max(1, page), count), count)
    }

    /// Whether the visible area is at its top-most (resting) offset.
    var isAtRest: Bool { contentOffset.y == -adjustedContentInset.top && contentOffset.x == -adjustedContentInset.left }

    override open func layoutSubviews() {
        super.layoutSubviews()
        adjustInsetsToSafeArea()
    }

    /// UIKit's automatic content-inset adjustment: the parts of the scroll view under bars or the
    /// system's areas become insets, so the content starts below the navigation bar (docs/model.md §1).
    func adjustInsetsToSafeArea() {
        var host: View? = self
        while let view = host, view.owningViewController == nil { host = view.superview }
        guard let hostView = host, let controller = hostView.owningViewController else { return }
        let safe = controller.safeAreaInsets
        let origin = hostView === self ? Point.zero : convert(origin: .zero, toAncestor: hostView)
        let frameInHost = Rect(origin: origin, size: frame.size)
        let size = hostView.frame.size
        let wasAtRest = isAtRest
        adjustedContentInset = EdgeInsets(
            top: max(0, safe.top - frameInHost.minY),
            left: 0,
            bottom: max(0, frameInHost.maxY - (size.height - safe.bottom)),
            right: 0)
        if wasAtRest { contentOffset = minimumContentOffset }
    }

    /// The origin of this view's frame in `ancestor`'s coordinates.
    private func convert(origin: Point, toAncestor ancestor: View) -> Point {
        var x = frame.minX, y = frame.minY
        var current = superview
        while let view = current, view !== ancestor {
            x += view.frame.minX - view.bounds.minX
            y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        if let ancestor = current {
            x -= ancestor.bounds.minX
            y -= ancestor.bounds.minY
        }
        return Point(x: x, y: y)
    }
}
