import AccessibilityTree

/// A menu of the scene as the model's (docs/voiceover.md, "Menus"), submenus included.
extension Menu {
    convenience init(_ spec: MenuSpec) {
        self.init(title: spec.title, items: spec.items.map { MenuItem(title: $0.title, selector: $0.selector, submenu: $0.submenu.map(Menu.init)) })
    }
}
