import AccessibilityTree

/// A navigation item: title, prompt, bar button items and back button settings.
struct NavigationItemSpec: Hashable, Sendable {
    var title: String?
    var prompt: String?
    var left: [BarItemSpec] = []
    var right: [BarItemSpec] = []
    /// The item the next controller's back button shows for this one.
    var back: BarItemSpec?
    var backTitle: String?
    var hidesBackButton = false
    var titleView: ViewSpec?
    var mark = SourceMark()
}

/// A bar button item in a navigation bar or toolbar.
struct BarItemSpec: Hashable, Sendable {
    /// The id behaviours use to change the item (e.g. its title).
    var id: String?
    var title: String?
    var image: String?
    var systemItem: BarButtonItem.SystemItem?
    var enabled = true
    var label: String?
    var hint: String?
    var identifier: String?
    var customView: ViewSpec?
    var action: TargetActionSpec?
    /// The item's menu, from the app's code: what a tap shows when it has no action
    /// (docs/voiceover.md, "Menus"); each item's action is one of `menuActions`, sent on
    /// `menuActionTriggered` and filled like an IBAction's.
    var menu: MenuSpec?
    var menuActions: [TargetActionSpec] = []
    var mark = SourceMark()
}

/// A tab bar item.
struct TabBarItemSpec: Hashable, Sendable {
    var title: String?
    var image: String?
    var systemItem: TabBarItem.SystemItem?
    var badge: String?
    var label: String?
    var identifier: String?
    var mark = SourceMark()
}

/// A target/action connection: the message a control sends and what it does in the simulation.
struct TargetActionSpec: Hashable, Sendable {
    /// The selector, e.g. `didTapPlay:`; without one the transcript shows the summary or the steps.
    var selector: String?
    /// The target's class; nil means the first responder.
    var target: String?
    var event: ControlEvent = .touchUpInside
    /// What transcripts say instead of "sends selector to target" (storyboard segues use it).
    var summary: String?
    var steps: [Step] = []
    var mark = SourceMark()
}
