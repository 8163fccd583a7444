import SwiftSyntax

/// Outlines in section snapshots (docs/code.md, "Tables and collections"): `section.append(children,
/// to: parent)` gives a parent its children, `section.expand([parent])` shows them and
/// `section.collapse([parent])` hides them again. The list holds the top-level items in order, each
/// parent's children right after it (and theirs after each child), every item with its place in the
/// outline; the model shows a collapsed parent's children only once the user expands it
/// (docs/voiceover.md, "Outline disclosure"), so their cells are configured here as UIKit would
/// when they appear.
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
    /// "collapsed" (docs/voiceover.md, "Outline disclosure"); the item is noted as showing the
    /// disclosure, with its `actionHandler` when the code gives one. False for anything else (a cell
    /// configured for an item the code does not know, or one without children: left alone).
    func setOutlineAccessory(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        guard name == "accessories", object.isCell, let item = configuringItem, let expanded = outlineParents[item],
              case .array(let accessories) = value, let disclosure = accessories.first(where: Self.isOutlineDisclosure) else { return false }
        setUIKitProperty(of: object, "accessibilityValue", .text(Text(known: expanded ? "expanded" : "collapsed")))
        outlineDisclosures.updateValue(Self.actionHandler(of: disclosure), forKey: item)
        return true
    }

    /// What the `actionHandler` an outline disclosure is given does, for transcripts: the app's
    /// closure, which a11ysim does not run (docs/voiceover.md, "Outline disclosure"); nil for UIKit's own toggle.
    private static func actionHandler(of accessory: Value) -> String? {
        guard case .unknown(let origin) = accessory, origin.contains("actionHandler") || origin.hasSuffix("}") else { return nil }
        return "calls the app's actionHandler of the outline disclosure (not modelled: the outline stays as it is)"
    }

    /// Whether `.outlineDisclosure(…)` is given its own `actionHandler` (labelled or trailing).
    static func hasOutlineActionHandler(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure != nil || call.arguments.contains { $0.label?.text == "actionHandler" }
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

    /// The items of a section snapshot in list order, with each one's place in the outline: its
    /// top-level items, each parent followed by its children, depth first, however the parents are
    /// left (the model shows a collapsed parent's children once it is expanded); at most a table's
    /// rows (``InterpreterLimits/maximumTableRows``), walked without recursion. Unknown top-level
    /// items stay unknown, and a snapshot without children has no places.
    func outlineItems(of instance: Instance) -> (items: Value?, places: [CodeOutlinePlace]?) {
        guard case .array(let top)? = instance.fields["items"], case .dictionary(let children)? = instance.fields["children"] else {
            return (instance.fields["items"], nil)
        }
        let expanded = instance.fields["expanded"]?.arrayElements ?? []
        var items: [Value] = []
        var places: [CodeOutlinePlace] = []
        var pending = top.reversed().map { ($0, 0) }
        while let (item, level) = pending.popLast(), items.count < InterpreterLimits.maximumTableRows {
            let kids = children[item]?.arrayElements ?? []
            items.append(item)
            places.append(CodeOutlinePlace(level: level, isExpanded: kids.isEmpty ? nil : expanded.contains(item)))
            pending += kids.reversed().map { ($0, level + 1) }
        }
        return (.array(items), places)
    }

    /// The section snapshot handlers a diffable data source runs before it expands or collapses a
    /// parent for the user.
    static let sectionSnapshotHandlerNames: Set<String> = ["willExpandItem", "willCollapseItem"]

    /// `dataSource.sectionSnapshotHandlers.willExpandItem = { item in … }` (and `willCollapseItem`) on
    /// a diffable data source the setup made: kept, to run with a parent's item when double tap
    /// expands or collapses it (docs/voiceover.md, "Outline disclosure"). False for any other assignment.
    func keepSectionSnapshotHandler(_ access: MemberAccessExprSyntax, _ value: Value) -> Bool {
        let name = access.declName.baseName.text
        guard Self.sectionSnapshotHandlerNames.contains(name), let base = access.base,
              let handlers = SyntaxText.stripped(base).as(MemberAccessExprSyntax.self),
              handlers.declName.baseName.text == "sectionSnapshotHandlers", let source = handlers.base else { return false }
        guard case .instance(let id) = evaluate(source), diffableDataSources.values.contains(id), case .closure = value else {
            leaveAlone("sets \(name) of section snapshot handlers the interpreter cannot tell (a data source it did not see made, or not a closure)")
            return true
        }
        state.instances[id]?.fields[name] = value
        return true
    }

    /// The rows a cell provider made for the outline item `item` placed at `place`, marked with it,
    /// with whether its cell registration gave it the disclosure and, for a parent, what the data
    /// source's section snapshot handlers do for it, run from the state `setup` left (the runs are
    /// added to `runs`, for the statements' accounting).
    func placeInOutline(_ rows: [CodeTableRow], item: Value, at place: CodeOutlinePlace, kind: CodeTableFill.Kind,
                        from setup: State, runs: inout [(entry: String, run: Run)]) -> [CodeTableRow] {
        var place = place
        if let handler = outlineDisclosures[item] {
            place.showsDisclosure = true
            place.actionHandler = handler
        }
        if place.isExpanded != nil, let source = diffableDataSources[kind], let part = classParts.first {
            for name in Self.sectionSnapshotHandlerNames.sorted() {
                guard let handler = setup.instances[source]?.fields[name], case .closure = handler else { continue }
                restore(setup)
                let entry = "sectionSnapshotHandlers.\(name)"
                begin(entry)
                frames = [Frame(this: .object(.this), typeName: className, part: part, name: nil, key: nil)]
                let run = end(invoke(handler, [item]))
                runs.append((entry, run))
                if name == "willExpandItem" { place.willExpand = run.steps } else { place.willCollapse = run.steps }
            }
            restore(setup)
        }
        return rows.map { row in
            var row = row
            row.outline = place
            return row
        }
    }
}

private extension Value {
    /// The elements of a known array; nil for any other value.
    var arrayElements: [Value]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
