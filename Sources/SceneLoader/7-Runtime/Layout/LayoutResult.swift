import AccessibilityTree

/// The frames Auto Layout gives a view tree, with what happened to each view.
struct LayoutResult: Sendable {
    /// How a view got its frame.
    enum Outcome: String, Sendable {
        /// The root view: the screen (or the free-standing view's saved size).
        case root
        /// Its constraints decide it.
        case solved
        /// Its frame and autoresizing mask are its constraints (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing
        /// Its constraints leave it free: it keeps its saved frame.
        case ambiguous
        /// A required constraint on it contradicts others: it keeps its saved frame.
        case unsatisfiable
    }

    struct ViewFrame: Sendable {
        var id: String?
        /// The view's place in the tree: the index of each subview from the root down.
        var path: [Int]
        /// The frame in the superview's coordinates: solved, or the saved one for views that fall back.
        var frame: Rect
        /// The frame Interface Builder saved.
        var saved: Rect?
        var outcome: Outcome
        /// Interface Builder's own flag that the saved frame is not where the constraints put the view
        /// (on the view or a view it is in, whose saved frames are then no measure either).
        var misplaced: Bool
        /// A scroll view's content size, when its constraints decide it (what scrolling reaches).
        var contentSize: Size?
    }

    /// Every view of the tree, root first, depth first.
    var views: [ViewFrame] = []
    /// One warning for each view that keeps its saved frame, naming it and why.
    var warnings: [SceneDiagnostic] = []
}
