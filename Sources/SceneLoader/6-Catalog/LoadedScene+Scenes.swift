import AccessibilityTree

/// The scenes a loaded scene shows, and the segues its app performs from code.
extension LoadedScene {
    /// The ids (``SceneEntry/id``) of the scenes VoiceOver reads now: the view, table, collection
    /// and page view controllers the front-most presentation (else the window's root) shows.
    public var scenesOnScreen: [String] { runtime.scenesOnScreen }

    /// The segues the app performs from code (a storyboard segue connected to a controller, not to a
    /// control) from the controllers on screen, front-most first.
    public var appSegues: [AppSegue] {
        runtime.appSeguesOnScreen(appSegueSpecs).map { AppSegue(source: $0.source, identifier: $0.identifier) }
    }

    /// Performs `segue` as the app's `performSegue(withIdentifier:)` would, from its source on screen;
    /// false when its source is not on screen.
    @discardableResult
    public func performAppSegue(_ segue: AppSegue) -> Bool {
        guard let spec = appSegueSpecs.first(where: { $0.source == segue.source && $0.identifier == segue.identifier }) else { return false }
        return runtime.performAppSegue(spec)
    }
}
