/// Keeps one button per bar button item, so an item keeps its identity (and VoiceOver's focus)
/// across layout passes.
@MainActor
struct BarItemButtonCache {
    private var buttons: [ObjectIdentifier: BarItemButton] = [:]

    /// The view for `item`: its custom view, or the cached button standing for it.
    mutating func view(for item: BarButtonItem) -> View {
        if let custom = item.customView { return custom }
        let key = ObjectIdentifier(item)
        if let button = buttons[key] {
            button.refresh()
            return button
        }
        let button = BarItemButton(item: item)
        buttons[key] = button
        return button
    }
}

/// A button standing for a bar button item in a navigation bar or toolbar.
@MainActor
final class BarItemButton: Button {
    let item: BarButtonItem

    init(item: BarButtonItem) {
        self.item = item
        super.init(title: item.title, imageName: item.imageName, type: .system)
        for action in item.menuActions { addTarget(action) }
        refresh()
    }

    /// Copies the item's current state onto the button.
    func refresh() {
        title = item.title
        imageName = item.imageName
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityHint = item.accessibilityHint
        // docs/voiceover.md, "Menus": an item with a menu and no action shows the menu when tapped.
        menu = item.menu
        showsMenuAsPrimaryAction = item.action == nil
    }

    override var className: String { "UIBarButtonItem" }
    override var standardAccessibilityLabel: String? { item.resolvedLabel(in: deviceLanguage) }

    /// Dimmed from the item's own `isEnabled`, read live: items have no way to ask for a layout.
    override var standardAccessibilityTraits: AccessibilityTraits {
        item.isEnabled ? stateTraits.subtracting(.notEnabled).union(.button) : stateTraits.union([.button, .notEnabled])
    }

    override func simulateTap() -> TapOutcome {
        guard item.isEnabled else { return .unhandled }
        if opensMenu { return super.simulateTap() }
        let description = "taps \(item.resolvedLabel ?? "the item")"  // named before the action may rename it
        guard let action = item.action else { return .handled(description: description) }
        action.handler?()
        return .handled(description: description, actions: [action.description])
    }
}

/// The navigation bar's back button: spoken "back button"; a plain "Back" drops its label (docs/voiceover.md §4).
@MainActor
final class BackButton: Button {
    weak var navigationController: NavigationController?

    override var className: String { "_UIButtonBarButton" }
    override var standardAccessibilityTraits: AccessibilityTraits { stateTraits.union(.backButton) }

    override func simulateTap() -> TapOutcome {
        guard let navigationController, navigationController.popViewController(animated: true) != nil else {
            return .unhandled
        }
        return .handled(description: "goes back")
    }
}

/// A navigation bar, like `UINavigationBar`: not an element; its back button, title (a heading) and
/// bar button items are (docs/model.md §2), built from the top controller's item by seed 000:891–900's rules.
@MainActor
public final class NavigationBar: View {
    /// The title element, when the bar shows a title.
    public private(set) var titleLabel: Label?
    /// The back button, when the bar shows one.
    public private(set) var backButton: Button?
    private var itemButtons = BarItemButtonCache()
    private var cachedBackButton: (previous: ObjectIdentifier, button: BackButton)?
    private var cachedTitleLabel: (top: ObjectIdentifier, label: Label)?
    /// With a title view, the order VoiceOver reads the bar in: the prompt, the leading items, the
    /// title view's elements, the trailing items, so the title view is read where the title is even
    /// when its elements stack in two rows (docs/model.md §2).
    private var titleViewOrder: [AccessibilityObject]?

    override public var className: String { "UINavigationBar" }
    override public var standardAccessibilityElements: [AccessibilityObject]? { titleViewOrder }

    /// Rebuilds the bar for `top`, with `previous` below it on the stack.
    func update(top: ViewController?, previous: ViewController?, navigationController: NavigationController, rightToLeft: Bool) {
        for view in subviews { view.removeFromSuperview() }
        titleLabel = nil
        backButton = nil
        titleViewOrder = nil
        guard let top else { return }
        let item = top.navigationItem
        var leading: [View] = []
        if !item.leftBarButtonItems.isEmpty {
            leading = item.leftBarButtonItems.filter { !$0.isSpace }.map { itemButtons.view(for: $0) }
        } else if let previous, !item.hidesBackButton {
            let back: BackButton
            if let cached = cachedBackButton, cached.previous == ObjectIdentifier(previous) {
                back = cached.button
            } else {
                back = BackButton(title: nil, type: .system)
                cachedBackButton = (ObjectIdentifier(previous), back)
            }
            back.title = Self.backTitle(for: previous, language: deviceLanguage)
            back.navigationController = navigationController
            back.accessibilityIdentifier = previous.navigationItem.backBarButtonItem?.accessibilityIdentifier
            backButton = back
            leading = [back]
        }
        let trailing = item.rightBarButtonItems.filter { !$0.isSpace }.map { itemButtons.view(for: $0) }
        let height = frame.height
        var x: Double = 8
        for view in leading {
            let width = view.frame.width > 0 ? view.frame.width : 88
            view.frame = Rect(x: x, y: 0, width: width, height: height)
            addSubview(view)
            x += width + 8
        }
        var right = frame.width - 8
        for view in trailing {
            let width = view.frame.width > 0 ? view.frame.width : 60
            right -= width
            view.frame = Rect(x: right, y: 0, width: width, height: height)
            addSubview(view)
            right -= 8
        }
        if let titleView = item.titleView {
            let width = min(titleView.frame.width > 0 ? titleView.frame.width : 200, frame.width - 2 * 100)
            titleView.frame = Rect(x: (frame.width - width) / 2, y: 0, width: max(0, width), height: height)
            addSubview(titleView)
        } else if let title = item.title, !title.isEmpty {
            let label: Label
            if let cached = cachedTitleLabel, cached.top == ObjectIdentifier(top) {
                label = cached.label
            } else {
                label = Label()
                label.accessibilityTraits = [.staticText, .header]
                cachedTitleLabel = (ObjectIdentifier(top), label)
            }
            label.text = title
            label.frame = Rect(x: 100, y: 0, width: max(0, frame.width - 200), height: height)
            titleLabel = label
            addSubview(label)
        }
        var promptLabel: Label?
        if let prompt = item.prompt {
            let label = Label(text: prompt)
            label.frame = Rect(x: 0, y: -Metrics.navigationPromptHeight, width: frame.width, height: Metrics.navigationPromptHeight)
            addSubview(label)
            promptLabel = label
        }
        if let titleView = item.titleView {
            // The first trailing item is the one at the trailing edge: read last.
            titleViewOrder = [promptLabel].compactMap(\.self) + leading + [titleView] + trailing.reversed()
        }
        if rightToLeft {
            for view in subviews {
                view.frame = Rect(x: frame.width - view.frame.maxX, y: view.frame.minY, width: view.frame.width, height: view.frame.height)
            }
        }
    }

    /// The back button's title for `previous`: its backBarButtonItem's title, else its backButtonTitle,
    /// else its title (navigation item title, else controller title), else "Back" in the device's
    /// language (docs/model.md §2, docs/voiceover.md §4).
    static func backTitle(for previous: ViewController, language: VoiceOverLanguage) -> String {
        let item = previous.navigationItem
        if let title = item.backBarButtonItem?.resolvedLabel(in: language), !title.isEmpty { return title }
        if let title = item.backButtonTitle, !title.isEmpty { return title }
        if let title = item.title, !title.isEmpty { return title }
        return language.word(.back)
    }
}

/// A toolbar, like `UIToolbar`: not an element; each item is a button (docs/model.md §2).
@MainActor
public final class Toolbar: View {
    private var itemButtons = BarItemButtonCache()

    override public var className: String { "UIToolbar" }

    func update(items: [BarButtonItem]) {
        for view in subviews { view.removeFromSuperview() }
        let buttons = items.filter { !$0.isSpace }
        guard !buttons.isEmpty else { return }
        let width = frame.width / Double(buttons.count)
        for (index, item) in buttons.enumerated() {
            let view = itemButtons.view(for: item)
            view.frame = Rect(x: width * Double(index), y: 0, width: width, height: Metrics.toolbarHeight)
            addSubview(view)
        }
    }
}

/// A search bar, like `UISearchBar`: its field is the element, spoken "search field" (docs/model.md §2).
@MainActor
open class SearchBar: View {
    /// The field inside the bar.
    public let searchTextField = SearchTextField(placeholder: "Search")

    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    override open var className: String { "UISearchBar" }

    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = Rect(x: 8, y: 8, width: max(0, frame.width - 16), height: max(0, frame.height - 16))
    }
}
