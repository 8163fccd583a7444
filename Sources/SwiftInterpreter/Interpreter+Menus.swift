/// Menus made in code (docs/code.md, "Actions and menus"): `UIMenu(title:children:)` holds its
/// title and its items, and `button.menu = …` gives the button that menu, each item's `UIAction`
/// handler kept to run when the item is chosen.
extension Interpreter {
    /// `UIMenu(title:image:identifier:options:children:)`: an object with its title and children.
    func makeMenu(_ call: Call) -> Value {
        createdCount += 1
        let menu = ObjectRef.created("UIMenu", createdCount)
        state.objectProperties[menu] = ["title": call.argument("title") ?? .text(Text(known: "")),
                                        "children": call.argument("children") ?? .array([])]
        return .object(menu)
    }

    /// `button.menu = UIMenu(…)`: the menu's title and items, when the interpreter can tell each
    /// item's title; a submenu is an item whose own items are not modelled.
    func setMenu(of target: CodeTarget, _ value: Value) {
        guard case .object(let made) = value, case .created("UIMenu", _) = made,
              case .array(let children)? = state.objectProperties[made]?["children"] else {
            leaveAlone("sets a menu whose items the interpreter cannot tell (\(value.origin ?? "a menu made elsewhere"))")
            return
        }
        var items: [CodeMenuItem] = []
        for child in children {
            guard case .object(let object) = child, case .created(let kind, _) = object, kind == "UIAction" || kind == "UIMenu",
                  let (title, _) = state.objectProperties[object]?["title"].flatMap(Self.text(of:)) else {
                leaveAlone("sets a menu with an item the interpreter cannot tell (\(child.origin ?? "not a UIAction made here"))")
                return
            }
            items.append(CodeMenuItem(title: title, selector: kind == "UIAction" ? handlerSelector(of: object) : nil))
        }
        let title = state.objectProperties[made]?["title"].flatMap(Self.text(of:))?.0 ?? ""
        effect(.set(target, .menu(CodeMenu(title: title, items: items))))
    }
}
