/// Menus made in code (docs/code.md, "Actions and menus"): `UIMenu(title:children:)` holds its
/// title and its items, and `button.menu = …` gives the button that menu, each item's `UIAction`
/// handler kept to run when the item is chosen. A `UIMenu` child is a submenu, or, with
/// `.displayInline`, items of its parent in place.
extension Interpreter {
    /// `UIMenu(title:image:identifier:options:children:)`: an object with its title, children and
    /// whether it shows its children inline.
    func makeMenu(_ call: Call) -> Value {
        createdCount += 1
        let menu = ObjectRef.created("UIMenu", createdCount)
        var properties: [String: Value] = ["title": call.argument("title") ?? .text(Text(known: "")),
                                           "children": call.argument("children") ?? .array([])]
        let options = call.argument("options").flatMap(Self.traits(of:))?.0 ?? []
        if options.contains("displayInline") { properties["displayInline"] = .bool(true) }
        // Choosing a child moves the checkmark to it (Interpreter+MenuElements).
        if options.contains("singleSelection") { properties["singleSelection"] = .bool(true) }
        state.objectProperties[menu] = properties
        return .object(menu)
    }

    /// `button.menu = UIMenu(…)`: the menu's title and items, when the interpreter can tell each
    /// item's title.
    func setMenu(of target: CodeTarget, _ value: Value) {
        guard let menu = codeMenu(value) else { return }
        effect(.set(target, .menu(menu)))
    }

    /// The menu `value` is, when it is a `UIMenu` made here whose every item the interpreter can
    /// tell; else nil, left alone saying why. A submenu's items are read `depth` levels down, up to
    /// ``InterpreterLimits/maximumMenuDepth``; a submenu whose items it cannot tell (a
    /// `UIDeferredMenuElement`, deeper than the limit) is an item whose own items are not modelled.
    func codeMenu(_ value: Value) -> CodeMenu? {
        var leftOut: [String] = []
        var groups = 0
        let menu = codeMenu(value, depth: 0, leftOut: &leftOut, groups: &groups)
        if menu != nil, !leftOut.isEmpty {
            notePartlyLeftAlone("the items of the submenus \(leftOut.joined(separator: ", ")) are not modelled")
        }
        return menu
    }

    /// Notes that the statement that applies a menu leaves `what` alone: the statement still
    /// applies the menu, so this part is said on its own.
    func notePartlyLeftAlone(_ what: String) {
        let route = ([entry] + frames.compactMap(\.name)).joined(separator: " → ")
        let note = CodeNote(location: statementLocation, reason: "\(route): partly left alone: \(what)")
        if !notes.contains(note) { notes.append(note) }
    }

    /// ``codeMenu(_:)`` for a menu `depth` levels down, adding the submenus kept without their items
    /// to `leftOut` (their titles, each with the reason); a single-selection menu's children get the
    /// next of `groups`' numbers as their selection group.
    private func codeMenu(_ value: Value, depth: Int, leftOut: inout [String], groups: inout Int) -> CodeMenu? {
        guard case .object(let made) = value, case .created("UIMenu", _) = made,
              case .array(let children)? = state.objectProperties[made]?["children"] else {
            leaveAlone("sets a menu whose items the interpreter cannot tell (\(value.origin ?? "a menu made elsewhere"))")
            return nil
        }
        var items: [CodeMenuItem] = []
        var group: Int?
        if isSingleSelection(made) {
            groups += 1
            group = groups
        }
        for child in children {
            guard case .object(let object) = child, case .created(let kind, _) = object, ["UIAction", "UICommand", "UIMenu"].contains(kind),
                  let (title, _) = state.objectProperties[object]?["title"].flatMap(Self.text(of:)) else {
                leaveAlone("sets a menu with an item the interpreter cannot tell (\(child.origin ?? "not a UIAction made here"))")
                return nil
            }
            guard kind == "UIMenu" else {
                var item = menuItem(object, kind: kind, title: title)
                item.selectionGroup = group
                items.append(item)
                continue
            }
            let inline = state.objectProperties[object]?["displayInline"] == .bool(true)
            guard depth < InterpreterLimits.maximumMenuDepth else {
                leaveAlone("nests menus deeper than \(InterpreterLimits.maximumMenuDepth)")
                if inline { return nil }
                leftOut.append("\(title) (nested deeper than \(InterpreterLimits.maximumMenuDepth) menus)")
                items.append(CodeMenuItem(title: title, selector: nil))
                continue
            }
            let submenu = codeMenu(child, depth: depth + 1, leftOut: &leftOut, groups: &groups)
            if inline {
                // `.displayInline`: the children are the parent's items, in place (docs/voiceover.md, "Menus").
                guard let submenu else { return nil }
                items += submenu.items
            } else {
                if submenu == nil { leftOut.append("\(title) (the interpreter cannot tell them)") }
                items.append(CodeMenuItem(title: title, selector: nil, submenu: submenu))
            }
        }
        let title = state.objectProperties[made]?["title"].flatMap(Self.text(of:))?.0 ?? ""
        return CodeMenu(title: title, items: items)
    }
}
