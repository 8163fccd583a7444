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
            case .compose: return language.word(.compose)
            case .reply: return language.word(.reply)
            case .action: return language.word(.share)
            case .organize: return language.word(.organize)
            case .bookmarks: return language.word(.bookmarks)
            case .search: return language.word(.search)
            case .refresh: return language.word(.refresh)
            case .stop: return language.word(.stop)
            case .camera: return language.word(.camera)
            case .trash: return language.word(.delete)
            case .play: return language.word(.play)
            case .pause: return language.word(.pause)
            case .rewind: return language.word(.rewind)
            case .fastForward: return language.word(.fastForward)
            case .undo: return language.word(.undo)
            case .redo: return language.word(.redo)
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
    /// The item's menu (`UIBarButtonItem.menu`): with no action it is what a tap shows, and the item
    /// is a pop-up button; with one it opens with a long press only (docs/voiceover.md, "Menus").
    public var menu: Menu?
    /// The messages the menu's items send on `menuActionTriggered` when chosen, one per selector.
    public var menuActions: [TargetAction] = []
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

        /// The title in English.
        public var title: String { title(in: .english) }

        /// The title on a device in `language`: UIKit's from the language's table, English where it has
        /// none (docs/speech.md, "The device's language").
        public func title(in language: VoiceOverLanguage) -> String {
            switch self {
            case .more: return language.word(.moreTab)
            case .favorites: return language.word(.favoritesTab)
            case .featured: return language.word(.featuredTab)
            case .topRated: return language.word(.topRatedTab)
            case .recents: return language.word(.recentsTab)
            case .contacts: return language.word(.contactsTab)
            case .history: return language.word(.historyTab)
            case .bookmarks: return language.word(.bookmarks)
            case .search: return language.word(.search)
            case .downloads: return language.word(.downloadsTab)
            case .mostRecent: return language.word(.mostRecentTab)
            case .mostViewed: return language.word(.mostViewedTab)
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
