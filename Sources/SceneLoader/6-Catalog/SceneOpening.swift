/// How the app most plausibly shows one controller on its own: the controller made the window's
/// root, then the moves that bring the controller on screen, with the words paths use for it.
struct SceneOpening: Hashable, Sendable {
    /// One move after the root is shown (not a scene file's ``Step``: the app's, not a control's).
    enum Move: Hashable, Sendable {
        /// The app performs a segue from code, from its source controller on screen.
        case appSegue(AppSegueSpec)
        /// A segue from a cell or control of `source` (or another of its behaviours' steps) shows the
        /// scene: `step`, run as the user's tap runs it, from the source on screen.
        case show(from: String, step: Step)
        /// A container on screen shows `child`: its tab, its page, its detail column, or the entry of
        /// its navigation stack.
        case select(container: String, child: String)
    }

    /// The controller made the window's root; nil for the document's own root, with the controllers
    /// it presents at launch (the initial screen).
    var root: String?
    var moves: [Move] = []
    /// The opening as paths print it, e.g. `⟨storyboard ID "Settings"⟩` or
    /// `Master › ⟨app performs segue "showDetail"⟩`.
    var description: String
}
