/// What a menu's elements show besides their titles (docs/code.md, "Actions and menus";
/// docs/voiceover.md, "Menus"): a `UIAction`'s or `UICommand`'s `state`, `attributes`, `subtitle` and
/// `discoverabilityTitle`, given to its initializer or set on it afterwards, and the single selection
/// of `UIMenu(options: .singleSelection)`.
extension Interpreter {
    /// The properties of a menu element the model shows.
    static let menuElementProperties: Set<String> = ["state", "attributes", "subtitle", "discoverabilityTitle"]

    /// The attributes of `UIMenuElement.Attributes` the model shows.
    static let menuElementAttributes: Set<String> = ["disabled", "destructive", "hidden", "keepsMenuPresented"]

    /// The menu element properties a call to `UIAction(…)` or `UICommand(…)` gives.
    func menuElementArguments(_ call: Call) -> [String: Value] {
        var properties: [String: Value] = [:]
        for name in Self.menuElementProperties { if let value = call.argument(name) { properties[name] = value } }
        return properties
    }

    /// `UICommand(title:image:action:propertyList:alternates:)`: an object with its title and the
    /// selector it sends up the responder chain when chosen.
    func makeCommand(_ call: Call) -> Value {
        createdCount += 1
        let command = ObjectRef.created("UICommand", createdCount)
        var properties = menuElementArguments(call)
        if let title = call.argument("title") { properties["title"] = title }
        if let action = call.argument("action") { properties["action"] = action }
        state.objectProperties[command] = properties
        return .object(command)
    }

    /// `action.state = .on`, `action.attributes = [.disabled]`… on a `UIAction` or `UICommand` the code
    /// made: understood (the value is kept on the object, read when a menu takes it). False for any
    /// other object or property.
    func setMenuElementProperty(of object: ObjectRef, _ name: String) -> Bool {
        guard case .created(let kind, _) = object, kind == "UIAction" || kind == "UICommand",
              Self.menuElementProperties.contains(name) || name == "title" else { return false }
        return true
    }

    /// The menu's item for the `UIAction` or `UICommand` `object` titled `title`, with its selector,
    /// state, attributes, subtitle and discoverability title where the code says them (a state or
    /// attributes it cannot tell are left out, saying so).
    func menuItem(_ object: ObjectRef, kind: String, title: String) -> CodeMenuItem {
        let properties = state.objectProperties[object] ?? [:]
        var selector: String?
        if kind == "UICommand" {
            if case .selector(let name)? = properties["action"] { selector = name }
        } else {
            selector = handlerSelector(of: object)
        }
        var item = CodeMenuItem(title: title, selector: selector)
        switch properties["state"] {
        case .enumCase(let name, _)? where name == "on" || name == "mixed": item.state = name
        case .enumCase("off", _)?, nil: break
        case let other?: notePartlyLeftAlone("the state of the menu item \(title) is a value the interpreter cannot tell (\(other.origin ?? "it differs by path"))")
        }
        if let attributes = properties["attributes"] {
            if let (names, _) = Self.traits(of: attributes) {
                item.attributes = names.filter(Self.menuElementAttributes.contains)
            } else {
                notePartlyLeftAlone("the attributes of the menu item \(title) are a value the interpreter cannot tell")
            }
        }
        item.subtitle = properties["subtitle"].flatMap(Self.text(of:))?.0
        item.discoverabilityTitle = properties["discoverabilityTitle"].flatMap(Self.text(of:))?.0
        return item
    }

    /// Whether the `UIMenu` `menu` has `.singleSelection` among its options.
    func isSingleSelection(_ menu: ObjectRef) -> Bool {
        state.objectProperties[menu]?["singleSelection"] == .bool(true)
    }
}
