/// Diffable data sources' section snapshots (docs/code.md, "Tables and collections"): `var section =
/// NSDiffableDataSourceSectionSnapshot<Item>()`, `section.append([...])` and
/// `dataSource.apply(section, to: sectionIdentifier)` during setup give that section's items, as a
/// snapshot's `appendItems(_:toSection:)` does; its outline (children appended to a parent, shown
/// when the parent is expanded) is Interpreter+Outlines'.
extension Interpreter {
    /// The type name of a section snapshot's heap instance; its `items` field holds its items.
    static let sectionSnapshotType = "NSDiffableDataSourceSectionSnapshot"

    /// `NSDiffableDataSourceSectionSnapshot<Item>()`: an empty section snapshot.
    func makeSectionSnapshot(_ call: Call) -> Value {
        .instance(newInstance(of: Self.sectionSnapshotType, fields: ["items": .array([])]))
    }

    /// The items of the section snapshot `value` holds as the list shows them (an array when the code
    /// knows how many there are, else the unknown value they come from): its top-level items, each
    /// expanded parent's children after it (Interpreter+Outlines); nil when it is not a section snapshot.
    func sectionSnapshotItems(of value: Value?) -> Value? {
        guard case .instance(let id)? = value, let instance = state.instances[id], instance.typeName == Self.sectionSnapshotType else { return nil }
        return outlineItems(of: instance).items
    }

    /// Each item's place in the outline of the section snapshot `value` holds, in the order of
    /// ``sectionSnapshotItems(of:)``; nil when it has no outline (Interpreter+Outlines).
    func sectionSnapshotOutline(of value: Value?) -> [CodeOutlinePlace]? {
        guard case .instance(let id)? = value, let instance = state.instances[id], instance.typeName == Self.sectionSnapshotType else { return nil }
        return outlineItems(of: instance).places
    }

    /// A method called on a section snapshot: `append([...])` adds top-level items (a known array
    /// that many, anything else makes the items unknown), `append(_:to:)` a parent's children,
    /// `expand(_:)` and `collapse(_:)` show and hide them (Interpreter+Outlines); nil when the base is
    /// not a section snapshot.
    func sectionSnapshotCall(_ call: Call) -> Value? {
        guard case .instance(let id)? = call.base, let instance = state.instances[id], instance.typeName == Self.sectionSnapshotType,
              let items = instance.fields["items"] else { return nil }
        if let handled = outlineCall(call, on: id) { return handled }
        guard call.name == "append" else {
            leaveAlone("calls \(call.name) on a section snapshot, which is not modelled")
            return Value.none
        }
        switch (items, call.argument(nil)) {
        case (.array(let existing), .array(let added)?):
            state.instances[id]?.fields["items"] = .array(Array((existing + added).prefix(InterpreterLimits.maximumTableRows)))
        case (.unknown, _):
            break
        default:
            state.instances[id]?.fields["items"] = .unknown(call.arguments.first?.syntax?.trimmedDescription ?? "items")
        }
        return Value.none
    }

    /// `dataSource.apply(sectionSnapshot, to: section)` on the data source of `kind`: the section
    /// `to:` names takes the items (added after the others when the data source has no such section yet).
    func applySectionSnapshot(_ items: Value, outline: [CodeOutlinePlace]?, _ call: Call, kind: CodeTableFill.Kind) -> Value {
        guard let identifier = call.argument("to") else {
            leaveAlone("applies a section snapshot to a section the interpreter cannot tell")
            return .none
        }
        var sections = appliedSnapshots[kind] ?? []
        if let index = sections.firstIndex(where: { $0.identifier == identifier }) {
            sections[index].items = items
            sections[index].outline = outline
        } else {
            sections.append(SnapshotSection(identifier: identifier, items: items, outline: outline))
        }
        appliedSnapshots[kind] = Array(sections.prefix(InterpreterLimits.maximumTableSections))
        return .none
    }
}
