import AccessibilityTree
import SwiftInterpreter

/// Menus made in code (docs/code.md, "Actions and menus"): the interpreter's menu as the scene's,
/// submenus included, and the target-actions its items send when chosen.
extension MenuSpec {
    init(_ menu: CodeMenu) {
        self.init(title: menu.title, items: menu.items.map { item in
            MenuItemSpec(title: item.title, selector: item.selector, submenu: item.submenu.map(MenuSpec.init), state: item.state,
                         attributes: item.attributes, subtitle: item.subtitle, discoverabilityTitle: item.discoverabilityTitle,
                         selectionGroup: item.selectionGroup)
        })
    }

    /// One target-action per item's handler, submenus' included, sent on `menuActionTriggered` and
    /// filled with the handler's steps like an IBAction's; `target` is the class that holds them
    /// (nil: the first responder's).
    static func actions(of menu: CodeMenu, target: String?, mark: SourceMark) -> [TargetActionSpec] {
        menu.selectors.map { TargetActionSpec(selector: $0, target: target, event: .menuActionTriggered, mark: mark) }
    }
}
