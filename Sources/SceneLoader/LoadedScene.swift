import Foundation
import AccessibilityTree

/// A loaded scene: the application and its key window, ready for VoiceOver, with the warnings of the
/// load and where every object was defined.
@MainActor
public final class LoadedScene {
    public let application: Application
    public let window: Window
    /// What the loader could not represent exactly and how it worked around it (an unknown Interface
    /// Builder element kept as a plain view, a storyboard reference to a missing file…).
    public let warnings: [SceneDiagnostic]
    /// Every file read, the loaded file first.
    public let files: [URL]
    let document: SceneDocument
    let runtime: SceneRuntime
    /// The segues the app performs from code.
    var appSegueSpecs: [AppSegueSpec] = []
    /// Whether every step of the opening it was built with found its controller on screen.
    var openedAsPlanned = true

    init(application: Application, window: Window, warnings: [SceneDiagnostic], files: [URL], document: SceneDocument, runtime: SceneRuntime) {
        self.application = application
        self.window = window
        self.warnings = warnings
        self.files = files
        self.document = document
        self.runtime = runtime
    }

    /// The `file:line:column` where a view, row, bar item or controller built from the input is
    /// defined. Buttons a navigation bar, toolbar or tab bar makes for a controller's items point at
    /// that controller's navigation item, toolbar items or tab bar item.
    public func sourceLocation(of object: AnyObject) -> SourceLocation? {
        if let location = runtime.locations.location(of: object) { return location }
        guard let view = object as? View else { return nil }
        var current: View? = view.superview
        while let ancestor = current {
            if let location = barItemLocation(of: view, in: ancestor) { return location }
            current = ancestor.superview
        }
        return nil
    }

    private func barItemLocation(of view: View, in bar: View) -> SourceLocation? {
        switch bar {
        case is NavigationBar, is Toolbar:
            guard let navigation = bar.superview?.viewController as? NavigationController,
                  let top = navigation.topViewController, let instance = runtime.instance(of: top) else { return nil }
            return bar is NavigationBar ? instance.template.navigationItemMark.location : instance.template.mark.location
        case let tabBar as TabBar:
            guard let tabs = tabBar.superview?.viewController as? TabBarController,
                  let index = tabBar.subviews.firstIndex(where: { $0 === view || view.isDescendant(of: $0) }),
                  tabs.tabbedViewControllers.indices.contains(index),
                  let instance = runtime.instance(of: tabs.tabbedViewControllers[index]) else { return nil }
            return (instance.template.tabBarItem?.mark ?? instance.template.mark).location
        default:
            return nil
        }
    }
}
