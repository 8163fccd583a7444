/// A rectangle on screen with subviews, like `UIView`.
///
/// Frames are in the superview's coordinates; a scroll view shifts its subviews by its bounds origin
/// (its content offset), exactly as UIKit does.
@MainActor
open class View: AccessibilityObject {
    // `@exclusivity(unchecked)` on internal properties the derivation reads: see AccessibilityObject. Rarely set
    // properties live in the side storage (``SideStorage``); the one-byte ones stored here come first
    // and last, to fill the space the superclass and the alignment would leave.

    /// Hidden views are not drawn and VoiceOver skips them with their subtree.
    public var isHidden = false
    /// Whether subviews outside the bounds are cut off.
    public var clipsToBounds = false
    /// The frame in the superview's coordinates.
    public var frame: Rect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// Opacity; at or below 0.01 VoiceOver skips the view (docs/model.md §2, rule 1).
    public var alpha: Double = 1

    /// The view this one is a subview of.
    ///
    /// `unowned`, not `weak` as in UIKit: docs/performance.md, "No side tables". It cannot dangle: only
    /// `insertSubview` sets it, and `removeFromSuperview`, the batch removal and the superview's deinit
    /// clear it, so it is nil before its superview goes away.
    public private(set) unowned var superview: View?
    public private(set) var subviews: [View] = []

    /// This view's offset to the window, memoised during the derivation pass numbered
    /// `offsetToWindowPass` (0: none; see ``offsetToWindow()``): derivation scratch state,
    /// docs/performance.md, "Constant work per view".
    @exclusivity(unchecked) private var cachedOffsetToWindow = Point.zero
    @exclusivity(unchecked) private var offsetToWindowPass: UInt64 = 0
    /// Whether ``layoutSubviews()`` is due (see ``setNeedsLayout()``).
    @exclusivity(unchecked) private(set) var needsLayout = true
    /// Whether touches reach the view; VoiceOver still reads it.
    public var isUserInteractionEnabled = true

    /// The fill colour, used by the contrast audit.
    public var backgroundColor: Color? {
        get { sideStorage?.backgroundColor }
        set { setSideProperty(\.backgroundColor, to: newValue, isDefault: newValue == nil) }
    }
    /// The action names of the tap gesture recognizers attached to the view (`dismissKeyboard`; empty
    /// text when the action is not known); empty when it has none. UIKit runs them on a tap, which
    /// VoiceOver's double tap sends to the activation point (docs/audit-rules.md, tap-gesture-not-accessible).
    public var tapGestureActions: [String] {
        get { sideStorage?.tapGestureActions ?? [] }
        set { setSideProperty(\.tapGestureActions, to: newValue, isDefault: newValue.isEmpty) }
    }
    /// The developer's tag, kept for scene files.
    public var tag: Int {
        get { sideStorage?.tag ?? 0 }
        set { setSideProperty(\.tag, to: newValue, isDefault: newValue == 0) }
    }

    /// The controller whose root view this is (UIKit's private `_viewDelegate`).
    var owningViewController: ViewController? {
        get { sideStorage?.owningViewController }
        set { setSideProperty(\.owningViewController, to: newValue, isDefault: newValue == nil) }
    }

    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    /// Clears the subviews' `superview` before this view goes away (see ``superview``).
    isolated deinit {
        for subview in subviews { subview.superview = nil }
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

    /// Detaches those of `views` that are subviews of this view, in one pass over the subviews (removing
    /// them one by one costs a pass each).
    func removeSubviews(_ views: [View]) {
        var removed = Set<ObjectIdentifier>()
        for view in views where view.superview === self {
            view.superview = nil
            removed.insert(ObjectIdentifier(view))
        }
        guard !removed.isEmpty else { return }
        subviews.removeAll { removed.contains(ObjectIdentifier($0)) }
        setNeedsLayout()
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

    /// Asks for ``layoutSubviews()`` before the next derivation.
    public func setNeedsLayout() {
        let alreadyAsked = needsLayout
        needsLayout = true
        guard let window, window !== self else { return }
        window.needsLayoutPass = true
        // A view that had already asked lies under one that is listed (or was not in a window then, and
        // its superview asked when it was added): see `Window.viewsNeedingLayout`.
        if !alreadyAsked { window.viewsNeedingLayout.append(self) }
    }

    /// Positions subviews; containers like stack and table views override it. Call super first.
    open func layoutSubviews() {}

    /// Lays out this view and its subtree where a layout was asked for, parents before children.
    ///
    /// A view's own request made while it lays out (adding or removing its subviews) is settled by that
    /// same layout, so a layout that rebuilds subviews does not run again on every pass. Iterative, so
    /// that hierarchies of any depth lay out without exhausting the stack.
    func layoutIfNeeded() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.needsLayout {
                view.layoutSubviews()
                view.needsLayout = false
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
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
        let offset = offsetToWindow()
        return Point(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// What converting to window coordinates adds: this view's and its ancestors' frame origins minus
    /// their bounds origins (a window's own frame does not count).
    private func offsetToWindow() -> Point {
        guard let pass = View.coordinatePass else { return offsetToWindowUncached() }
        if offsetToWindowPass == pass { return cachedOffsetToWindow }
        if let parent = superview, parent.offsetToWindowPass == pass {
            let offset = offset(addingTo: parent.cachedOffsetToWindow)
            cacheOffsetToWindow(offset, pass: pass)
            return offset
        }
        var uncached: [View] = []
        var base = Point.zero
        var current: View? = self
        while let view = current {
            if view.offsetToWindowPass == pass {
                base = view.cachedOffsetToWindow
                break
            }
            uncached.append(view)
            current = view.superview
        }
        for view in uncached.reversed() {
            base = view.offset(addingTo: base)
            view.cacheOffsetToWindow(base, pass: pass)
        }
        return base
    }

    /// Memoises `offset` as this view's offset to the window during derivation pass `pass`.
    private func cacheOffsetToWindow(_ offset: Point, pass: UInt64) {
        cachedOffsetToWindow = offset
        offsetToWindowPass = pass
    }

    /// The offset to the window, computed by walking up without the cache.
    private func offsetToWindowUncached() -> Point {
        var x = 0.0, y = 0.0
        var current: View? = self
        while let view = current {
            let step = view.offset(addingTo: .zero)
            x += step.x
            y += step.y
            current = view.superview
        }
        return Point(x: x, y: y)
    }

    /// `base` (the superview's offset to the window) plus this view's own step.
    private func offset(addingTo base: Point) -> Point {
        let origin = bounds.origin
        var x = base.x - origin.x, y = base.y - origin.y
        if superview != nil || !(self is Window) {
            x += frame.origin.x
            y += frame.origin.y
        }
        return Point(x: x, y: y)
    }

    /// The number of the derivation pass now running, while window offsets may be memoised (from 1).
    @exclusivity(unchecked) private static var coordinatePass: UInt64?
    private static var lastCoordinatePass: UInt64 = 0

    /// Runs `body` with window coordinates memoised per view, so that converting every element's frame
    /// costs O(1) instead of O(depth): for a walk over a whole window (derivation, hit testing). Frames
    /// and bounds must not change inside `body`.
    public static func withCachedWindowCoordinates<T>(_ body: () -> T) -> T {
        lastCoordinatePass += 1
        let outer = coordinatePass
        coordinatePass = lastCoordinatePass
        defer { coordinatePass = outer }
        return body()
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

    /// docs/voiceover.md §6: a root view's next responder is its controller, any other view's its superview.
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
