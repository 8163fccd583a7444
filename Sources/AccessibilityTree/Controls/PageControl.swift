/// A page indicator, like `UIPageControl`: adjustable, valued "page N of M", stepping one page.
@MainActor
open class PageControl: Control {
    public var numberOfPages: Int { didSet { invalidateAccessibility() } }
    public var currentPage: Int { didSet { invalidateAccessibility() } }

    public init(numberOfPages: Int = 1, currentPage: Int = 0, frame: Rect = .zero) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        super.init(frame: frame)
    }

    override open var className: String { "UIPageControl" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityValue: String? {
        deviceLanguage.format(.pageControlValue, numbers: currentPage + 1, max(1, numberOfPages))
    }
    override open var standardAccessibilityTraits: AccessibilityTraits { stateTraits.union(.adjustable) }

    override open func accessibilityIncrement() { move(by: 1) }
    override open func accessibilityDecrement() { move(by: -1) }

    private func move(by delta: Int) {
        let next = min(max(0, currentPage + delta), max(0, numberOfPages - 1))
        guard isEnabled, next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
