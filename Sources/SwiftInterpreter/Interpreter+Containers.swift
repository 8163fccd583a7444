import SwiftSyntax

/// UIKit's own tab bar and split view controllers made in code (`let tabs = UITabBarController()`,
/// `tabs.viewControllers = [...]`, then `window.rootViewController = tabs`), and tab bar items set in
/// code (docs/code.md, "Tabs and columns").
extension Interpreter {
    /// UIKit's container classes the code may make and fill.
    static let uiKitContainers: Set<String> = ["UITabBarController", "UISplitViewController"]

    /// Keeps a property the containers read: a UIKit container's `viewControllers` (an empty
    /// navigation controller's too: its first is its root), a controller's
    /// `title` and `tabBarItem` (on an instance made in code), a tab bar item's `title`; false for
    /// any other, which the caller handles.
    func keepContainerProperty(on object: Value, _ name: String, _ value: Value) -> Bool {
        if object == .object(.this), name == "tabBarItem" {
            // The controller's own tab: its title, when the item has one.
            if let title = tabItemTitle(value) { setTabTitle(title) } else { leaveAlone("sets tabBarItem to an item whose title the interpreter cannot tell") }
            return true
        }
        guard case .instance(let id) = object, let typeName = state.instances[id]?.typeName else { return false }
        switch name {
        case "viewControllers" where Self.uiKitContainers.contains(typeName) || typeName == "UINavigationController": break
        case "title" where typeName == "UITabBarItem": break
        case "title" where appViewController(object) != nil, "tabBarItem" where appViewController(object) != nil:
            // Read only as the tab's title, when a UIKit tab bar made in code holds the controller.
            leaveAlone("sets \(name) of a \(typeName) made in code, which names its tab only when a tab bar controller made in code holds it")
        default: return false
        }
        state.instances[id]?.fields[name] = value
        return true
    }

    /// `owner.tabBarItem.title = value` (`owner` nil: the controller run): the title of the owner's tab.
    func setTabBarItemTitle(of owner: Value, _ value: Value) {
        if owner == .object(.this) {
            setTabTitle(value)
            return
        }
        guard case .instance(let id) = owner, appViewController(owner) != nil else {
            leaveAlone("sets the tab bar item title of an object the interpreter cannot tell")
            return
        }
        leaveAlone("sets the tab bar item title of a controller made in code, read only when a tab bar controller made in code holds it")
        if case .instance(let item)? = state.instances[id]?.fields["tabBarItem"] {
            state.instances[item]?.fields["title"] = value
        } else {
            let item = Value.instance(newInstance(of: "UITabBarItem", fields: ["title": value]))
            state.instances[id]?.fields["tabBarItem"] = item
        }
    }

    /// The owner of `base` when `base` is its `tabBarItem` (`nav.tabBarItem`, `self.tabBarItem`,
    /// `tabBarItem`: the controller run); nil for any other expression.
    func tabBarItemOwner(_ base: ExprSyntax) -> Value? {
        let base = SyntaxText.stripped(base)
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "tabBarItem", lookupLocal("tabBarItem") == nil {
            return frames.last?.this ?? .object(.this)
        }
        guard let access = base.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "tabBarItem", let owner = access.base else { return nil }
        return owner.is(SuperExprSyntax.self) ? .object(.this) : evaluate(owner)
    }

    /// The tab title the code gave the controller `value`: its tab bar item's, else its `title`.
    func tabTitle(of value: Value) -> String? {
        guard case .instance(let id) = value, let fields = state.instances[id]?.fields else { return nil }
        if let item = fields["tabBarItem"], let title = tabItemTitle(item) { return Self.text(of: title)?.0 }
        return fields["title"].flatMap { Self.text(of: $0)?.0 }
    }

    /// The container a value is, when it is UIKit's own tab bar or split view controller made in
    /// code and filled with the app's controllers made in code; nil otherwise.
    func uiKitContainer(_ value: Value) -> CodeContainer? {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName, Self.uiKitContainers.contains(typeName),
              case .array(let elements)? = state.instances[id]?.fields["viewControllers"] else { return nil }
        let shown = elements.filter { shownController($0) != nil }
        guard !shown.isEmpty else { return nil }
        return CodeContainer(uiKitClass: typeName, controllers: shown.compactMap(shownController), tabTitles: shown.map(tabTitle(of:)))
    }

    private func tabItemTitle(_ item: Value) -> Value? {
        guard case .instance(let id) = item, state.instances[id]?.typeName == "UITabBarItem" else { return nil }
        return state.instances[id]?.fields["title"]
    }

    private func setTabTitle(_ value: Value) {
        guard let (text, origin) = Self.text(of: value) else {
            leaveAlone("sets a tab title to a value that is not text")
            return
        }
        effect(.set(.this, .tabTitle(text)), unknownOrigin: origin)
    }
}
