/// A menu, like `UIMenu`: a title and its items, in order (docs/voiceover.md, "Menus").
@MainActor
public final class Menu {
    /// The menu's title; UIKit shows it above the items.
    public let title: String
    /// The items, their states as the user's choices left them.
    public private(set) var items: [MenuItem]

    public init(title: String = "", items: [MenuItem]) {
        self.title = title
        self.items = items
    }

    /// The action with a checkmark (`state: .on`) first in the menu and its submenus, depth first.
    public var firstChosenItem: MenuItem? {
        for item in items {
            if item.submenu == nil, item.state == .on { return item }
            if let chosen = item.submenu?.firstChosenItem { return chosen }
        }
        return nil
    }

    /// Checks the first shown action of the menu and its submenus, depth first, when none is
    /// checked: UIKit's choice for a button whose selection is its primary action (docs/voiceover.md,
    /// "Menus"). Submenus are as deep as the interpreter reads them (docs/fuzzing.md).
    func checkFirstActionIfNone() {
        guard firstChosenItem == nil else { return }
        _ = checkFirstAction()
    }

    /// Checks the first shown action, depth first; false when there is none.
    private func checkFirstAction() -> Bool {
        for (index, item) in items.enumerated() where !item.attributes.contains(.hidden) {
            guard let submenu = item.submenu else {
                items[index].state = .on
                return true
            }
            if submenu.checkFirstAction() { return true }
        }
        return false
    }

    /// Moves the checkmark to the item at `index` of `owner` (this menu or one of its submenus)
    /// among the items of its selection group, this menu's and its submenus' (docs/voiceover.md,
    /// "Menus"): `everywhere` for a button whose selection is its primary action
    /// (`changesSelectionAsPrimaryAction`), where every action of the menu is one group.
    func check(_ index: Int, of owner: Menu, everywhere: Bool) {
        let group = owner.items[index].selectionGroup
        guard everywhere || group != nil else { return }
        var pending: [Menu] = [self]
        while let menu = pending.popLast() {
            for position in menu.items.indices {
                if let submenu = menu.items[position].submenu {
                    pending.append(submenu)
                } else if everywhere || menu.items[position].selectionGroup == group {
                    menu.items[position].state = menu === owner && position == index ? .on : .off
                }
            }
        }
    }
}

/// An item of a menu, like the `UIAction` a `UIMenu` holds: its title and the selector its
/// control sends on `menuActionTriggered` when the item is chosen; or a submenu, a `UIMenu` among
/// the menu's children, whose items choosing it shows; with what UIKit shows of its state and
/// attributes (docs/voiceover.md, "Menus").
@MainActor
public struct MenuItem {
    /// An action's state, like `UIMenuElement.State`: `.on` shows a checkmark.
    public enum State: String, Sendable {
        case off, on, mixed
    }

    /// An action's attributes, like `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Dimmed: choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red; VoiceOver adds nothing for it.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public var title: String
    /// The selector of the control's target-action for the item; nil when choosing it only closes the menu.
    public var selector: String?
    /// The submenu choosing the item opens; nil for an action (or a submenu whose items are not known).
    public var submenu: Menu?
    public var state: State
    public var attributes: Attributes
    /// The line UIKit shows under the title (`subtitle`).
    public var subtitle: String?
    /// `discoverabilityTitle`: what VoiceOver says as the item's hint.
    public var discoverabilityTitle: String?
    /// The single-selection menu (`UIMenu(options: .singleSelection)`) whose checkmark the item
    /// takes when chosen, by a number unique in its menu; nil when choosing it moves no checkmark.
    public var selectionGroup: Int?

    public init(title: String, selector: String? = nil, submenu: Menu? = nil, state: State = .off, attributes: Attributes = [],
                subtitle: String? = nil, discoverabilityTitle: String? = nil, selectionGroup: Int? = nil) {
        self.title = title
        self.selector = selector
        self.submenu = submenu
        self.state = state
        self.attributes = attributes
        self.subtitle = subtitle
        self.discoverabilityTitle = discoverabilityTitle
        self.selectionGroup = selectionGroup
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

    /// Chooses the item at `index`: moves the checkmark to it in its single-selection menu (the whole
    /// menu for a button whose selection is its primary action), closes the menu and the menus it is
    /// a submenu of unless the item keeps the menu presented, then sends the item's action from the
    /// button (UIKit's order; docs/voiceover.md, "Menus").
    func choose(_ index: Int) -> [String] {
        var outermost = self
        while let parent = outermost.parentMenu { outermost = parent }
        let item = menu.items[index]
        let everywhere = (source as? Button)?.changesSelectionAsPrimaryAction ?? false
        outermost.menu.check(index, of: menu, everywhere: everywhere)
        if everywhere { source?.invalidateAccessibility() }
        if !item.attributes.contains(.keepsMenuPresented) {
            // Dismissing from the controller that presented the outermost menu closes every submenu too.
            (outermost.presentingViewController ?? outermost).dismiss(animated: true)
        }
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
        // `.hidden` items are not shown at all.
        for (index, item) in menu.items.enumerated() where !item.attributes.contains(.hidden) {
            let button = MenuItemButton(menu: self, index: index)
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

/// The button of a menu item: closes the menu and sends the item's action. It reads its item live
/// from the menu, so a checkmark that moves while the menu stays open is heard: "Selected" for a
/// checked item, its subtitle (and "mixed") as its value, its `discoverabilityTitle` as its hint,
/// dimmed when `.disabled` (docs/voiceover.md, "Menus").
@MainActor
final class MenuItemButton: Button {
    weak var menuController: MenuController?
    /// The item's index among its menu's items.
    let index: Int
    /// The item as it is now; its title, attributes and submenu never change.
    private let madeFrom: MenuItem

    init(menu: MenuController, index: Int) {
        self.menuController = menu
        self.index = index
        self.madeFrom = menu.menu.items[index]
        super.init(title: madeFrom.title, type: .system)
        isEnabled = !madeFrom.attributes.contains(.disabled)
    }

    /// The item, with its current state.
    var item: MenuItem { menuController?.menu.items[index] ?? madeFrom }

    override var className: String { "_UIContextMenuCell" }

    override var standardAccessibilityTraits: AccessibilityTraits {
        item.state == .on ? super.standardAccessibilityTraits.union(.selected) : super.standardAccessibilityTraits
    }

    override var standardAccessibilityValue: String? {
        let parts = [item.state == .mixed ? deviceLanguage.word(.switchMixed) : nil, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    override var standardAccessibilityHint: String? { item.discoverabilityTitle }

    override func simulateTap() -> TapOutcome {
        guard let menuController, isEnabled else { return .unhandled }
        if let submenu = item.submenu, !submenu.items.isEmpty {
            menuController.open(submenu)
            return .handled(description: "opens the submenu \(item.title)")
        }
        let sent = menuController.choose(index)
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
