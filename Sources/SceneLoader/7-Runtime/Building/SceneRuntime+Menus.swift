import AccessibilityTree

/// A menu of the scene as the model's (docs/voiceover.md, "Menus"), submenus included.
extension Menu {
    convenience init(_ spec: MenuSpec) {
        self.init(title: spec.title, items: spec.items.map { item in
            MenuItem(title: item.title, selector: item.selector, submenu: item.submenu.map(Menu.init),
                     state: item.state.flatMap(MenuItem.State.init(rawValue:)) ?? .off,
                     attributes: MenuItem.Attributes(names: item.attributes), subtitle: item.subtitle,
                     discoverabilityTitle: item.discoverabilityTitle, selectionGroup: item.selectionGroup)
        })
    }
}

extension MenuItem.Attributes {
    /// The attributes `UIMenuElement.Attributes`' case names give; other names are not attributes a11ysim models.
    init(names: [String]) {
        let known: [String: MenuItem.Attributes] = ["disabled": .disabled, "destructive": .destructive, "hidden": .hidden,
                                                    "keepsMenuPresented": .keepsMenuPresented]
        self = names.reduce(into: []) { attributes, name in attributes.formUnion(known[name] ?? []) }
    }
}
