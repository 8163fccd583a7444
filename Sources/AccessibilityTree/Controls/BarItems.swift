/// A button in a navigation bar or toolbar, like `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
    /// UIKit's system items, with the label VoiceOver speaks for each (docs/model.md §1: system titles).
    public enum SystemItem: String, Hashable, Codable, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// VoiceOver's label for the item in English; nil for spaces, which are not elements.
        public var accessibilityLabel: String? { accessibilityLabel(in: .english) }

        /// VoiceOver's label for the item on a device in `language`: UIKit's title from the
        /// language's table, English where it has none (docs/speech.md, "The device's language").
        public func accessibilityLabel(in language: VoiceOverLanguage) -> String? {
            switch self {
            case .done: return language.word(.done)
            case .cancel: return language.word(.cancel)
            case .edit: return language.word(.edit)
            case .save: return language.word(.save)
            case .add: return language.word(.add)
            case .flexibleSpace, .fixedSpace: return nil
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return language.word(.share)
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return language.word(.search)
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return language.word(.delete)
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return language.word(.close)
            }
        }
    }

    public var title: String?
    public var imageName: String?
    public var systemItem: SystemItem?
    public var isEnabled = true
    /// A view shown instead of a button.
    public var customView: View?
    /// The message the item sends when tapped.
    public var action: TargetAction?
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?

    public init(title: String? = nil, imageName: String? = nil, systemItem: SystemItem? = nil,
                action: TargetAction? = nil) {
        self.title = title
        self.imageName = imageName
        self.systemItem = systemItem
        self.action = action
    }

    /// The label VoiceOver speaks: explicit, else title, else the system item's, else the image name.
    public var resolvedLabel: String? { resolvedLabel(in: .english) }

    /// The label VoiceOver speaks on a device in `language`: a system item's title is the language's.
    public func resolvedLabel(in language: VoiceOverLanguage) -> String? {
        accessibilityLabel ?? title ?? systemItem?.accessibilityLabel(in: language) ?? imageName
    }

    /// Whether the item is a space rather than a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// A tab's title, image and badge, like `UITabBarItem`.
@MainActor
public final class TabBarItem {
    /// UIKit's system tab items, with their titles (docs/model.md §1).
    public enum SystemItem: String, Hashable, Codable, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed

        public var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    public var title: String?
    public var imageName: String?
    public var systemItem: SystemItem?
    /// The badge, read as the tab's value.
    public var badgeValue: String?
    public var accessibilityLabel: String?
    public var accessibilityIdentifier: String?

    public init(title: String? = nil, imageName: String? = nil, systemItem: SystemItem? = nil) {
        self.title = title
        self.imageName = imageName
        self.systemItem = systemItem
    }
}

/// What the navigation bar shows while a controller is on top, like `UINavigationItem`.
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    private var storedTitle: String?
    /// The title; defaults to the controller's title (seed 000:891–900).
    public var title: String? {
        get { storedTitle ?? owner?.title }
        set { storedTitle = newValue; touch() }
    }
    /// A view shown instead of the title.
    public var titleView: View? { didSet { touch() } }
    /// A line of text above the title.
    public var prompt: String? { didSet { touch() } }
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { touch() } }
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { touch() } }
    /// The item the next controller's back button shows for this controller.
    public var backBarButtonItem: BarButtonItem? { didSet { touch() } }
    /// The title the next controller's back button shows for this controller.
    public var backButtonTitle: String? { didSet { touch() } }
    /// Hides the back button while this controller is on top.
    public var hidesBackButton = false { didSet { touch() } }

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    private func touch() {
        owner?.hostWindow?.needsLayoutPass = true
    }
}
