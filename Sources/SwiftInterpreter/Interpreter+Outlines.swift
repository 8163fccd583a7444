/// Outlines in section snapshots (docs/code.md, "Tables and collections"): `section.append(children,
/// to: parent)` gives a parent its children, `section.expand([parent])` shows them and
/// `section.collapse([parent])` hides them again. The list shows the top-level items in order, each
/// expanded parent's children right after it (and theirs, when expanded, after each child); a
/// collapsed parent's children are not shown, as UIKit does not make their cells until the user
/// expands it.
extension Interpreter {
    /// `append(_:to:)`, `expand(_:)` and `collapse(_:)` on the section snapshot `id`: nil for any other method.
    func outlineCall(_ call: Call, on id: Int) -> Value? {
        switch call.name {
        case "append" where call.argument("to") != nil && call.argument("to") != Value.none:
            // `to: nil` appends top-level items, as `append(_:)` does.
            guard let parent = call.argument("to"), case .array(let children)? = call.argument(nil) else {
                leaveAlone("appends child items the interpreter cannot list to a section snapshot's item")
                return Value.none
            }
            var outline = outlineChildren(of: id)
            outline[parent] = .array(Array(((outline[parent]?.arrayElements ?? []) + children).prefix(InterpreterLimits.maximumTableRows)))
            state.instances[id]?.fields["children"] = .dictionary(outline)
            return Value.none
        case "expand", "collapse":
            guard case .array(let parents)? = call.argument(nil) else {
                leaveAlone("\(call.name)s items of a section snapshot the interpreter cannot list")
                return Value.none
            }
            var expanded = state.instances[id]?.fields["expanded"]?.arrayElements ?? []
            if call.name == "expand" {
                for parent in parents where !expanded.contains(parent) { expanded.append(parent) }
            } else {
                expanded.removeAll(where: parents.contains)
            }
            state.instances[id]?.fields["expanded"] = .array(expanded)
            return Value.none
        default:
            return nil
        }
    }

    /// Notes the parents of the outline in the section snapshot `value` holds, with whether each is
    /// expanded, as it is applied.
    func noteOutlineParents(of value: Value?) {
        guard case .instance(let id)? = value, let instance = state.instances[id] else { return }
        let expanded = instance.fields["expanded"]?.arrayElements ?? []
        for parent in outlineChildren(of: id).keys { outlineParents[parent] = expanded.contains(parent) }
    }

    /// `cell.accessories = [.outlineDisclosure()]` in a cell registration's handler, for an item that
    /// is a parent in an applied outline: VoiceOver says the cell's state as its value, "expanded" or
    /// "collapsed" (docs/voiceover.md, "Outline disclosure"). False for anything else (a cell
    /// configured for an item the code does not know, or one without children: left alone).
    func setOutlineAccessory(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        guard name == "accessories", object.isCell, let item = configuringItem, let expanded = outlineParents[item],
              case .array(let accessories) = value, accessories.contains(where: Self.isOutlineDisclosure) else { return false }
        setUIKitProperty(of: object, "accessibilityValue", .text(Text(known: expanded ? "expanded" : "collapsed")))
        return true
    }

    /// Whether an accessory is UIKit's outline disclosure (`.outlineDisclosure()`, `UICellAccessory.outlineDisclosure(options:)`).
    private static func isOutlineDisclosure(_ accessory: Value) -> Bool {
        switch accessory {
        case .enumCase(let name, _): return name == "outlineDisclosure"
        case .unknown(let origin): return origin.contains("outlineDisclosure")
        default: return false
        }
    }

    /// Each parent's children in the section snapshot `id`.
    private func outlineChildren(of id: Int) -> [Value: Value] {
        if case .dictionary(let children)? = state.instances[id]?.fields["children"] { return children }
        return [:]
    }

    /// The items a section snapshot shows: its top-level items, each expanded parent followed by its
    /// shown children, depth first; at most a table's rows (``InterpreterLimits/maximumTableRows``),
    /// walked without recursion. Unknown top-level items stay unknown.
    func visibleItems(of instance: Instance) -> Value? {
        guard case .array(let top)? = instance.fields["items"], case .dictionary(let children)? = instance.fields["children"] else {
            return instance.fields["items"]
        }
        let expanded = instance.fields["expanded"]?.arrayElements ?? []
        var shown: [Value] = []
        var pending = Array(top.reversed())
        while let item = pending.popLast(), shown.count < InterpreterLimits.maximumTableRows {
            shown.append(item)
            if expanded.contains(item), let kids = children[item]?.arrayElements { pending += kids.reversed() }
        }
        return .array(shown)
    }
}

private extension Value {
    /// The elements of a known array; nil for any other value.
    var arrayElements: [Value]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
