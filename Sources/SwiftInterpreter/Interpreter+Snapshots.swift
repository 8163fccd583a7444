/// Diffable data sources' snapshots (docs/code.md, "Tables and collections"): `var snapshot =
/// NSDiffableDataSourceSnapshot<Section, Item>()`, `appendSections([...])`, `appendItems([...],
/// toSection:)` and `dataSource.apply(snapshot)` during setup give the sections and, where the items
/// are a known array, the rows the cell provider makes, each with its item.
extension Interpreter {
    /// A section of a snapshot: its identifier and its items, an array when the code knows how many
    /// there are, else the unknown value they come from.
    struct SnapshotSection {
        var identifier: Value
        var items: Value
        /// Each item's place in the section snapshot's outline, when it has one (Interpreter+Outlines).
        var outline: [CodeOutlinePlace]? = nil
    }

    /// The type name of a snapshot's heap instance; its `sections` field holds its sections.
    static let snapshotType = "NSDiffableDataSourceSnapshot"

    /// `NSDiffableDataSourceSnapshot<Section, Item>()`: an empty snapshot.
    func makeSnapshot(_ call: Call) -> Value {
        .instance(newInstance(of: Self.snapshotType, fields: ["sections": .array([])]))
    }

    /// The sections of the snapshot `value` holds; nil when it is not a snapshot.
    func snapshotSections(of value: Value?) -> [SnapshotSection]? {
        guard case .instance(let id)? = value, let instance = state.instances[id], instance.typeName == Self.snapshotType,
              case .array(let sections)? = instance.fields["sections"] else { return nil }
        return sections.compactMap { section in
            guard case .tuple(let parts) = section, parts.count == 2 else { return nil }
            return SnapshotSection(identifier: parts[0], items: parts[1])
        }
    }

    /// Stores `sections` in the snapshot `value`.
    private func setSnapshotSections(_ sections: [SnapshotSection], of value: Value?) {
        guard case .instance(let id)? = value else { return }
        state.instances[id]?.fields["sections"] = .array(sections.map { .tuple([$0.identifier, $0.items]) })
    }

    /// `snapshot.appendSections([...])`: a section per identifier; identifiers not known statically
    /// make one section standing for them, its items unknown.
    func appendSections(_ call: Call) -> Value {
        guard var sections = snapshotSections(of: call.base) else { return unknownSnapshotCall(call) }
        switch call.argument(nil) {
        case .array(let identifiers)?:
            sections += identifiers.map { SnapshotSection(identifier: $0, items: .array([])) }
        default:
            let origin = call.arguments.first?.syntax?.trimmedDescription ?? "sections"
            sections.append(SnapshotSection(identifier: .unknown(origin), items: .unknown("\(origin)'s items")))
        }
        setSnapshotSections(Array(sections.prefix(InterpreterLimits.maximumTableSections)), of: call.base)
        return .none
    }

    /// `snapshot.appendItems([...], toSection: section)` (the last section without `toSection:`):
    /// a known array adds that many items; anything else makes the section's items unknown.
    func appendItems(_ call: Call) -> Value {
        guard var sections = snapshotSections(of: call.base) else { return unknownSnapshotCall(call) }
        let target = call.argument("toSection")
        guard let index = target.map({ target in sections.lastIndex { $0.identifier == target } }) ?? sections.indices.last else {
            leaveAlone("appends items to a section the interpreter cannot tell in the snapshot")
            return .none
        }
        switch (sections[index].items, call.argument(nil)) {
        case (.array(let existing), .array(let added)?):
            sections[index].items = .array(Array((existing + added).prefix(InterpreterLimits.maximumTableRows)))
        case (.unknown, _):
            break
        default:
            sections[index].items = .unknown(call.arguments.first?.syntax?.trimmedDescription ?? "items")
        }
        setSnapshotSections(sections, of: call.base)
        return .none
    }

    /// `dataSource.apply(snapshot, animatingDifferences:)`: the snapshot's sections are those the
    /// data source of that kind shows (the only kind made, when the data source cannot tell).
    func applySnapshot(_ call: Call) -> Value {
        // A section snapshot applied to one section (Interpreter+SectionSnapshots).
        let sectionItems = sectionSnapshotItems(of: call.argument(nil))
        let snapshot = snapshotSections(of: call.argument(nil))
        guard sectionItems != nil || snapshot != nil else { return unknownSnapshotCall(call) }
        var kind: CodeTableFill.Kind?
        if let typeName = call.base.flatMap(diffableType) {
            kind = typeName == "UITableViewDiffableDataSource" ? .table : .collection
        } else if cellProviders.count == 1 {
            kind = cellProviders.keys.first
        }
        guard let kind else {
            leaveAlone("applies a snapshot to a data source the interpreter cannot tell")
            return .none
        }
        if let sectionItems {
            noteOutlineParents(of: call.argument(nil))
            return applySectionSnapshot(sectionItems, outline: sectionSnapshotOutline(of: call.argument(nil)), call, kind: kind)
        }
        appliedSnapshots[kind] = snapshot
        return .none
    }

    /// The UIKit diffable data source class a value is (UIKit's own, or the app's subclass of it).
    private func diffableType(_ value: Value) -> String? {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName else { return nil }
        let classes: Set<String> = ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"]
        return classes.contains(typeName) ? typeName : uiKitClass(of: typeName, among: classes)
    }

    /// A snapshot method called on something that is not a snapshot the interpreter holds.
    private func unknownSnapshotCall(_ call: Call) -> Value {
        leaveAlone("calls \(call.name) on a value the interpreter cannot follow")
        return .unknown("\(call.syntax.calledExpression.trimmedDescription)(…)")
    }
}
