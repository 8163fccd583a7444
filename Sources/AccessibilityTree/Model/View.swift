/// A rectangle on screen with subviews, like `UIView`.
///
/// Frames are in the superview's coordinates; a scroll view shifts its subviews by its bounds origin
/// (its content offset), exactly as UIKit does.
@MainActor
open class View: AccessibilityObject {
    /// The frame in the superview's coordinates.
    public var frame: Rect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// Hidden views are not drawn and VoiceOver skips them with their subtree.
    public var isHidden = false
    /// Opacity; at or below 0.01 VoiceOver skips the view (spec §2.1).
    public var alpha: Double = 1
    /// Whether subviews outside the bounds are cut off.
    public var clipsToBounds = false
    /// Whether touches reach the view; VoiceOver still reads it.
    public var isUserInteractionEnabled = true
    /// The fill colour, used by the contrast audit.
    public var backgroundColor: Color?
    /// The developer's tag, kept for scene files.
    public var tag = 0

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    /// The controller whose root view this is (UIKit's private `_viewDelegate`).
    weak var owningViewController: ViewController?

    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    override open var className: String { "UIView" }

    /// The drawing rectangle in the view's own coordinates; a scroll view's origin is its content offset.
    open var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from any previous superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back-most).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Whether this view is `ancestor` or inside it.
    public func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// This view and every view inside it, depth first, back to front.
    public func allViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first view in this subtree (depth first) with `identifier` as its accessibilityIdentifier.
    public func view(withIdentifier identifier: String) -> View? {
        allViews().first { $0.accessibilityIdentifier == identifier }
    }

    // MARK: Layout

    private(set) var needsLayout = true

    /// Asks for ``layoutSubviews()`` before the next derivation.
    public func setNeedsLayout() {
        needsLayout = true
        if let window, window !== self { window.needsLayoutPass = true }
    }

    /// Positions subviews; containers like stack and table views override it. Call super first.
    open func layoutSubviews() {}

    /// Lays out this view and its subtree where a layout was asked for.
    func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: Coordinates

    /// The frame of this view in window coordinates.
    public var frameInWindow: Rect {
        guard let parent = superview else { return frame }
        let origin = parent.convertToWindow(frame.origin)
        return Rect(origin: origin, size: frame.size)
    }

    /// Converts a point in this view's coordinates to window coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        var x = point.x, y = point.y
        var view: View? = self
        while let current = view {
            x -= current.bounds.origin.x
            y -= current.bounds.origin.y
            if current.superview != nil || !(current is Window) {
                x += current.frame.origin.x
                y += current.frame.origin.y
            }
            view = current.superview
        }
        return Point(x: x, y: y)
    }

    // MARK: Accessibility

    override open var standardAccessibilityFrame: Rect { frameInWindow }

    override open var accessibilityContainer: AccessibilityObject? { superview }

    override open var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// The controller whose root view this is, if any.
    public var viewController: ViewController? { owningViewController }

    /// Spec §6: a root view's next responder is its controller, any other view's its superview.
    override open var next: Responder? {
        if let controller = owningViewController { return controller }
        return superview
    }
}

/// An sRGB colour with alpha, each component 0…1 (for the contrast audit and screen pictures).
public struct Color: Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}
