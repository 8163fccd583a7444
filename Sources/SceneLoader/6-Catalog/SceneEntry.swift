import AccessibilityTree

/// A scene of an input — a view, table, collection or page view controller — and how it opens on
/// its own: what the audit opens when exploring from the first screen does not reach it, and what
/// `--scene` opens.
public struct SceneEntry: Hashable, Sendable, CustomStringConvertible {
    /// The controller's id: its Interface Builder id (prefixed with the storyboard's name and a colon
    /// for a file a reference loaded), or its id in a scene file.
    public var id: String
    /// The custom class, else the UIKit class.
    public var className: String
    public var storyboardID: String?
    /// The navigation item's title, else the controller's title, else its tab bar item's title.
    public var title: String?
    /// Where the controller is defined.
    public var location: SourceLocation?
    /// Whether the initial screen shows it.
    public var isInitial: Bool
    /// Whether anything leads to it (a segue, a behaviour, a container); the audit opens the scenes
    /// nothing leads to first, so that exploring them reaches the others as the app would.
    public var isLedTo: Bool
    /// How it opens, as paths print it: the initial screen's name, `⟨storyboard ID "Settings"⟩`,
    /// `⟨scene "Name"⟩` (the root of a window), `Master › ⟨app performs segue "showDetail"⟩`,
    /// `… › ⟨tab "Settings"⟩`.
    public var opening: String
    /// Whether it is one of the app's view controllers: false for a xib whose File's Owner is a view or
    /// has no class, which the audit explores but does not count as a screen.
    public var isViewController = true

    /// `Settings (SettingsViewController, id abc-12-def)`.
    public var description: String {
        let name = title ?? storyboardID ?? className
        return name == className ? "\(className) (id \(id))" : "\(name) (\(className), id \(id))"
    }

    /// Whether `name` names it as the given kind of name.
    func isNamed(_ name: String, by kind: NameKind) -> Bool {
        switch kind {
        case .storyboardID: return storyboardID == name
        case .className: return className == name
        case .title: return title == name
        case .id: return id == name || id.split(separator: ":").last.map(String.init) == name
        }
    }

    /// The names ``PreparedScene/scene(named:)`` accepts, in the order it tries them.
    enum NameKind: CaseIterable {
        case id, storyboardID, className, title
    }
}

/// A segue the app performs from code, from a scene on screen.
public struct AppSegue: Hashable, Sendable, CustomStringConvertible {
    /// The id of the scene it starts from (``SceneEntry/id``).
    public var source: String
    public var identifier: String

    /// `⟨app performs segue "showDetail"⟩`, as paths print it.
    public var description: String { "⟨app performs segue \"\(identifier)\"⟩" }
}
