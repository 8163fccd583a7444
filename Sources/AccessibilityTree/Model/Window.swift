/// The app's key window, like `UIWindow`: the device screen, its root view controller and the
/// controllers presented over it.
@MainActor
public final class Window: View {
    /// The device the window fills.
    public var device: Device {
        didSet {
            frame = Rect(origin: .zero, size: device.screenSize)
            needsLayoutPass = true
        }
    }

    /// The application that owns the window (its next responder).
    public internal(set) weak var application: Application?

    /// Whether any view in the window asked for a layout since the last pass.
    var needsLayoutPass = true
    /// How many elements the last derivation found: the next one reserves room for as many.
    var derivedElementCount = 0
    /// The text field that last became first responder (``TextField/becomeFirstResponder()``).
    weak var firstResponderField: TextField?
    /// The text field editing at the last layout pass, its keyboard (or input view) up
    /// (docs/voiceover.md, "A text field's input accessory view"); nil while the keyboard is down.
    public internal(set) weak var keyboardField: TextField?
    /// The views that asked for layout since the last pass. Every view of the window that needs layout
    /// lies in the subtree of one of them, unless the window itself needs layout; so a pass lays out
    /// those subtrees instead of walking the whole window.
    var viewsNeedingLayout: [View] = []

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController {
                old.view.removeFromSuperview()
                old.isWindowRoot = false
                old.windowForRoot = nil
            }
            if let root = rootViewController {
                root.isWindowRoot = true
                root.windowForRoot = self
                insertSubview(root.view, at: 0)
            }
            needsLayoutPass = true
        }
    }

    /// Presented controllers, bottom to top (the front-most last).
    public internal(set) var presentationStack: [Presentation] = []

    public init(device: Device = .phone) {
        self.device = device
        super.init(frame: Rect(origin: .zero, size: device.screenSize))
    }

    /// Clears the references to this window that are not weak (see ``ViewController/windowForRoot``
    /// and ``Presentation/window``), so none is left to a window that is gone.
    isolated deinit {
        rootViewController?.windowForRoot = nil
        for presentation in presentationStack { presentation.window = nil }
    }

    override public var className: String { "UIWindow" }

    /// docs/voiceover.md §6: window → application.
    override public var next: Responder? { application }

    override public var window: Window? { self }

    /// The controller the user sees: the front-most presented one, else the root.
    public var visibleViewController: ViewController? {
        presentationStack.last?.presented ?? rootViewController
    }

    /// The controller whose content the user is on: the visible controller's
    /// ``ViewController/contentViewController`` (inside navigation, tab bar, split and page view
    /// controllers). The session remembers focus per content controller, the audit names the screen
    /// after it, and scene steps without a controller of their own act for it.
    public var contentViewController: ViewController? { visibleViewController?.contentViewController }

    /// Lays out every view that asked for it, containers first, parents before children. Requests made
    /// by the pass itself are settled by it.
    public func layoutIfNeededForAccessibility() {
        guard needsLayoutPass else { return }
        rootViewController?.layoutContainedViews(in: bounds)
        for presentation in presentationStack {
            presentation.layout(in: bounds, device: device)
        }
        dockInputAccessoryView()
        let roots = viewsNeedingLayout
        viewsNeedingLayout = []
        if needsLayout {
            layoutIfNeeded()
        } else {
            var placed: [(view: View, depth: Int)] = []
            for view in roots { if let depth = depth(of: view) { placed.append((view, depth)) } }
            placed.sort { $0.depth < $1.depth }
            for (view, _) in placed where view.needsLayout { view.layoutIfNeeded() }
        }
        viewsNeedingLayout.removeAll { !$0.needsLayout }
        needsLayoutPass = !viewsNeedingLayout.isEmpty
    }

    /// How many superviews separate `view` from this window, or nil when it is not in this window.
    private func depth(of view: View) -> Int? {
        var depth = 0
        var current = view
        while let parent = current.superview {
            depth += 1
            current = parent
        }
        return current === self ? depth : nil
    }

    /// Rotates the device (UIKit posts screenChanged afterwards).
    public func rotate(to orientation: Device.Orientation) {
        guard device.orientation != orientation else { return }
        device.orientation = orientation
        application?.transitionDidComplete(.rotation, from: nil, to: nil)
    }
}
