/// Bar button items made in code (docs/code.md, "Bar button items made in code"): each
/// `UIBarButtonItem` initializer keeps what VoiceOver reads (its title, image, system item, a
/// custom button's title and image, its accessibility label), the action it sends and its menu;
/// placing items in the navigation item or the toolbar is the fact the scene's bars are made from,
/// and a view made in code set as `navigationItem.titleView` stands in place of the title.
extension Interpreter {
    /// The properties of a navigation item, a controller or its navigation controller that place
    /// bar button items, by where they go.
    static let barItemPlacements: [String: String] = [
        "rightBarButtonItem": "right", "rightBarButtonItems": "right", "leftBarButtonItem": "left", "leftBarButtonItems": "left",
        "toolbarItems": "toolbar", "backBarButtonItem": "back",
    ]

    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`, `(image:style:target:action:)`,
    /// `(title:style:target:action:)`, `(customView:)`, `(title:image:primaryAction:menu:)`,
    /// `(systemItem:primaryAction:menu:)`: an object with what VoiceOver reads and the action.
    func makeBarButtonItem(_ call: Call) -> Value {
        createdCount += 1
        let item = ObjectRef.created("UIBarButtonItem", createdCount)
        var properties: [String: Value] = [:]
        for label in ["title", "image", "customView", "menu"] {
            if let value = call.argument(label) { properties[label] = value }
        }
        if case .enumCase(let name, _)? = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
            properties["systemItem"] = .text(Text(known: name))
        }
        if case .selector(let selector)? = call.argument("action") {
            if case .object(.this)? = call.argument("target") {
                properties["action"] = .selector(selector)
            } else {
                leaveAlone("makes a bar button item whose action goes to another target than self, which is not simulated")
            }
        }
        if let action = call.argument("primaryAction") { adoptPrimaryAction(action, into: &properties) }
        state.objectProperties[item] = properties
        return .object(item)
    }

    /// A bar button item's primary action (`primaryAction:`, or `item.primaryAction = …` before it is
    /// placed): its handler is the item's action, and its title and image the item's when it has none.
    private func adoptPrimaryAction(_ value: Value, into properties: inout [String: Value]) {
        guard case .object(let action) = value, case .created("UIAction", _) = action else { return }
        let made = state.objectProperties[action] ?? [:]
        if properties["title"] == nil, let title = made["title"] { properties["title"] = title }
        if properties["image"] == nil, let image = made["image"] { properties["image"] = image }
        if let selector = handlerSelector(of: action) { properties["action"] = .selector(selector) }
    }

    /// Sets a property that places bar button items (`navigationItem.rightBarButtonItem = …`,
    /// `toolbarItems = […]`), or one of a bar button item made in code (kept on the item, read when
    /// it is placed); false for any other.
    func setBarItemProperty(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        if case .created("UIBarButtonItem", _) = object {
            if name == "primaryAction" {
                var properties = state.objectProperties[object] ?? [:]
                adoptPrimaryAction(value, into: &properties)
                state.objectProperties[object] = properties
            }
            return true
        }
        if object == .navigationItem, name == "titleView" {
            setTitleView(value)
            return true
        }
        guard let placement = Self.barItemPlacements[name], object == .navigationItem || (object == .this && placement == "toolbar") else {
            return false
        }
        placeBarItems(value, placement)
        return true
    }

    /// `navigationItem.titleView = view`: a view made in code stands in the navigation bar in place
    /// of the title (docs/code.md, "Bar button items made in code").
    func setTitleView(_ value: Value) {
        guard case .object(.created(_, let id)) = value, createdViews[id] != nil else {
            leaveAlone(value == .none
                ? "sets navigationItem.titleView to nil, which is not modelled (a title view set before stays)"
                : "sets navigationItem.titleView to a view the code did not make here (\(value.origin ?? "an outlet or another object's view")), which is not placed in the navigation bar")
            return
        }
        place(value, in: .this, .titleView)
    }

    /// Places `value` (an item or a list of items) on the navigation item's side or the toolbar
    /// (`target` `self`), or on a toolbar made in code (`items`).
    func placeBarItems(_ value: Value, _ placement: String, on target: CodeTarget = .this) {
        let values: [Value]
        switch value {
        case .array(let items): values = items
        case .none: values = []
        default: values = [value]
        }
        var items: [CodeBarItem] = []
        for value in values {
            guard case .object(let object) = value, case .created("UIBarButtonItem", _) = object else {
                leaveAlone("places a bar button item the interpreter cannot tell (\(value.origin ?? "not one made here"))")
                return
            }
            guard let item = barItem(object) else { return }
            items.append(item)
        }
        effect(.set(target, .barItems(placement, items)))
    }

    /// What VoiceOver reads of a bar button item made in code, and its action; nil (left alone) for
    /// a custom view that is not a button made in code.
    private func barItem(_ object: ObjectRef) -> CodeBarItem? {
        let properties = state.objectProperties[object] ?? [:]
        var item = CodeBarItem()
        item.title = properties["title"].flatMap(Self.text(of:))?.0
        item.image = imageName(properties["image"])
        item.systemItem = properties["systemItem"]?.knownText
        item.label = properties["accessibilityLabel"].flatMap(Self.text(of:))?.0
        if case .bool(false)? = properties["isEnabled"] { item.isEnabled = false }
        if case .selector(let selector)? = properties["action"] { item.selector = selector }
        // `menu:` or `item.menu = …` (docs/voiceover.md, "Menus"): what a tap shows when there is no action.
        if let menu = properties["menu"], menu != .none { item.menu = codeMenu(menu) }
        if let custom = properties["customView"] {
            // A button made in code is read as its title, label and image (docs/code.md).
            guard case .object(let view) = custom, case .created("UIButton", _) = view else {
                leaveAlone("places a bar button item whose custom view is not a button made in code, which is not modelled")
                return nil
            }
            let button = state.objectProperties[view] ?? [:]
            item.title = button["title"].flatMap(Self.text(of:))?.0
            item.image = imageName(button["image"])
            item.label = button["accessibilityLabel"].flatMap(Self.text(of:))?.0 ?? item.label
            // A button that shows its menu as its primary action makes the item a pop-up button.
            if case .bool(true)? = button["showsMenuAsPrimaryAction"], let menu = button["menu"], menu != .none { item.menu = codeMenu(menu) }
        }
        return item
    }

    /// The name of an image made in code (`UIImage(systemName: "plus")`), `⟨an image⟩` when unknown.
    private func imageName(_ value: Value?) -> String? {
        guard let value, value != .none else { return nil }
        if case .object(.created("UIImage", let id)) = value, let name = createdImages[id] { return name }
        return "⟨an image⟩"
    }
}
