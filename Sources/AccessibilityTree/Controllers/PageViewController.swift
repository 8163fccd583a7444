/// Pages turned one at a time, like `UIPageViewController`: only the current page is on screen.
/// Three-finger scroll turns pages by default (docs/voiceover.md §5).
@MainActor
open class PageViewController: ViewController {
    /// Horizontal or vertical page turning.
    public enum NavigationOrientation: String, Hashable, Codable, Sendable, CaseIterable { case horizontal, vertical }

    /// Every page, in order (UIKit asks a data source; the model keeps the list).
    public var pages: [ViewController] = [] { didSet { adoptPages() } }
    public private(set) var currentIndex = 0
    public var navigationOrientation: NavigationOrientation

    public init(pages: [ViewController] = [], orientation: NavigationOrientation = .horizontal) {
        navigationOrientation = orientation
        super.init(title: nil)
        self.pages = pages
        adoptPages()
    }

    override open var className: String { "UIPageViewController" }

    private func adoptPages() {
        for page in pages where page.parent !== self { addChild(page); page.didMove(toParent: self) }
        currentIndex = min(currentIndex, max(0, pages.count - 1))
        hostWindow?.needsLayoutPass = true
    }

    /// The page on screen.
    public var currentPage: ViewController? { pages.indices.contains(currentIndex) ? pages[currentIndex] : nil }

    override open var visibleChildViewControllers: [ViewController] { currentPage.map { [$0] } ?? [] }

    override open var childForContent: ViewController? { currentPage }

    /// docs/voiceover.md §5: three-finger scroll turns a page (horizontal: left is next; vertical: up is next) and
    /// posts "Page N of M".
    override open func performDefaultScroll(_ direction: AccessibilityScrollDirection) -> String? {
        guard isInFrontLayer else { return nil }
        let forward: Bool
        switch (navigationOrientation, direction) {
        case (_, .next), (.horizontal, .left), (.vertical, .up): forward = true
        case (_, .previous), (.horizontal, .right), (.vertical, .down): forward = false
        default: return nil
        }
        guard turnPage(forward: forward) else { return nil }
        hostWindow?.application?.post(notification: .pageScrolled, argument: (hostWindow?.device.language ?? .english).format(.pageStatus, numbers: currentIndex + 1, pages.count))
        return forward ? "turns to the next page" : "turns to the previous page"
    }

    /// Shows page `index`; returns whether the page changed.
    @discardableResult
    public func setCurrentPage(_ index: Int) -> Bool {
        guard pages.indices.contains(index), index != currentIndex else { return false }
        let from = currentPage
        performAppearanceTransition(in: hostWindow, kind: .setViewControllers, from: from, to: { self.currentPage }) {
            currentIndex = index
        }
        return true
    }

    /// Turns one page forward or back; returns whether there was a page to turn to.
    @discardableResult
    public func turnPage(forward: Bool) -> Bool { setCurrentPage(currentIndex + (forward ? 1 : -1)) }

    override open func layoutContainedViews(in frame: Rect) {
        view.frame = frame
        let visible = visibleChildViewControllers
        for subview in view.subviews where !visible.contains(where: { $0.viewIfLoaded === subview }) {
            subview.removeFromSuperview()
        }
        if let page = currentPage {
            if page.view.superview !== view { view.insertSubview(page.view, at: 0) }
            page.layoutContainedViews(in: Rect(origin: .zero, size: frame.size))
        }
    }
}
