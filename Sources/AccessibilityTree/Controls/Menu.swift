/// A menu, like `UIMenu`: a title and its items, in order (docs/voiceover.md, "Menus").
@MainActor
public final class Menu {
    /// The menu's title; UIKit shows it above the items.
    public let title: String
    public let items: [MenuItem]

    public init(title: String = "", items: [MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// An item of a menu, like the `UIAction` a `UIMenu` holds: its title and the selector its
/// control sends on `menuActionTriggered` when the item is chosen; or a submenu, a `UIMenu` among
/// the menu's children, whose items choosing it shows (docs/voiceover.md, "Menus").
@MainActor
public struct MenuItem {
    public var title: String
    /// The selector of the control's target-action for the item; nil when choosing it only closes the menu.
    public var selector: String?
    /// The submenu choosing the item opens; nil for an action (or a submenu whose items are not known).
    public var submenu: Menu?

    public init(title: String, selector: String? = nil, submenu: Menu? = nil) {
        self.title = title
        self.selector = selector
        self.submenu = submenu
    }
}

/// The menu a button shows as its primary action, presented over the screen: modal for VoiceOver,
/// an item for each of the menu's items read "Title, button", focus on the first. Choosing an item
/// closes the menu, then the button sends the item's action; escape closes it, and focus returns
/// to the button. A submenu's item opens the submenu over the menu; escape closes only the submenu
/// (docs/voiceover.md, "Menus").
@MainActor
open class MenuController: ViewController {
    public let menu: Menu
    /// The button that opened the menu, which sends the chosen item's action.
    public private(set) weak var source: Control?
    /// The menu this one is a submenu of, which presented it; nil for the menu the button opened.
    public private(set) weak var parentMenu: MenuController?

    public init(menu: Menu, source: Control, parentMenu: MenuController? = nil) {
        self.menu = menu
        self.source = source
        self.parentMenu = parentMenu
        super.init(title: menu.title)
        modalPresentationStyle = .alert
    }

    override open var className: String { "_UIContextMenuViewController" }

    /// docs/voiceover.md, "Menus": escape closes the menu.
    override open func performDefaultEscape() -> String? {
        guard isInFrontLayer else { return nil }
        dismiss(animated: true)
        return "closes the menu"
    }

    /// Closes the menu and the menus it is a submenu of, then sends the item's action from the
    /// button (UIKit's order).
    func choose(_ item: MenuItem) -> [String] {
        var outermost = self
        while let parent = outermost.parentMenu { outermost = parent }
        // Dismissing from the controller that presented the outermost menu closes every submenu too.
        (outermost.presentingViewController ?? outermost).dismiss(animated: true)
        guard let selector = item.selector, let source else { return [] }
        return source.sendActions(for: .menuActionTriggered, selector: selector)
    }

    /// Opens `submenu` over this menu, its first item focused as the menu's was.
    func open(_ submenu: Menu) {
        guard let source else { return }
        present(MenuController(menu: submenu, source: source, parentMenu: self), animated: true)
    }

    override open func loadView() {
        let screen = Device.phoneSize
        let width: Double = 250
        let box = View(frame: .zero)
        var y: Double = 0
        for item in menu.items {
            let button = MenuItemButton(menu: self, item: item)
            button.frame = Rect(x: 0, y: y, width: width, height: 44)
            box.addSubview(button)
            y += 44
        }
        box.frame = Rect(x: (screen.width - width) / 2, y: (screen.height - y) / 2, width: width, height: y)
        setView(box)
    }

    override open func layoutContainedViews(in frame: Rect) {
        guard let window = hostWindow else { return }
        let size = window.bounds.size
        let height = view.frame.height, width = view.frame.width
        view.frame = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }
}

/// The button of a menu item: closes the menu and sends the item's action.
@MainActor
final class MenuItemButton: Button {
    weak var menuController: MenuController?
    let item: MenuItem

    init(menu: MenuController, item: MenuItem) {
        self.menuController = menu
        self.item = item
        super.init(title: item.title, type: .system)
    }

    override var className: String { "_UIContextMenuCell" }

    override func simulateTap() -> TapOutcome {
        guard let menuController else { return .unhandled }
        if let submenu = item.submenu, !submenu.items.isEmpty {
            menuController.open(submenu)
            return .handled(description: "opens the submenu \(item.title)")
        }
        let sent = menuController.choose(item)
        return .handled(description: "chooses \(item.title)", actions: sent)
    }
}

extension View {
    /// The controller whose view holds this one: the nearest root view's controller above it.
    var enclosingViewController: ViewController? {
        var current: View? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }
}
