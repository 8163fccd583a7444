/// Every list of steps a controller template holds, for checks that look at all behaviours.
extension ControllerSpec {
    /// The step lists with whether their behaviour has a `self` element (views, rows, items, bar
    /// items do; controller behaviours and alert actions do not).
    var stepLists: [(steps: [Step], hasSelf: Bool)] {
        var lists: [(steps: [Step], hasSelf: Bool)] = behaviours.events.map { (behaviours[$0] ?? [], false) }
        func add(_ item: BarItemSpec) {
            item.customView?.forEachView(visit)
            if let action = item.action { lists.append((action.steps, true)) }
            lists += item.menuActions.map { ($0.steps, true) }
        }
        func visit(_ view: ViewSpec) {
            lists += view.behaviours.events.map { (view.behaviours[$0] ?? [], true) }
            lists += view.control.actions.map { ($0.steps, true) }
            lists += view.accessibility.customActions.map { ($0.steps, true) }
            switch view.kind {
            case .table(let table):
                for row in table.sections.flatMap(\.rows) {
                    lists += [(row.onSelect, true), (row.onAccessory, true)]
                    lists += row.accessibility.customActions.map { ($0.steps, true) }
                }
            case .collection(let collection):
                for item in collection.sections.flatMap(\.self) {
                    lists += [(item.onSelect, true), (item.onExpand, true), (item.onCollapse, true)]
                    lists += item.accessibility.customActions.map { ($0.steps, true) }
                }
            case .toolbar(let items):
                for item in items { if let action = item.action { lists.append((action.steps, true)) } }
            case .navigationBar(let bar):
                for item in bar.left + bar.right { if let action = item.action { lists.append((action.steps, true)) } }
            default:
                break
            }
        }
        content.rootView?.forEachView(visit)
        navigationItem?.titleView?.forEachView(visit)
        inputAccessoryView?.forEachView(visit)
        for item in (navigationItem.map { $0.left + $0.right } ?? []) + (toolbarItems ?? []) { add(item) }
        if case .alert(let alert) = content {
            lists += alert.actions.map { ($0.steps, false) }
        }
        return lists
    }
}

extension Step {
    /// This step and the steps nested in it (the branches of `if`, the behaviours of inserted views).
    var flattened: [Step] {
        switch action {
        case .conditional(_, let then, let otherwise):
            return [self] + (then + otherwise).flatMap(\.flattened)
        default:
            return [self]
        }
    }

    /// The ids of the elements an `insert` step creates.
    var insertedIDs: [String] {
        guard case .insert(let insert) = action else { return [] }
        switch insert.content {
        case .row(let row): return [row.id, row.accessibility.identifier].compactMap { $0 }
        case .item(let item): return [item.id, item.accessibility.identifier].compactMap { $0 }
        case .view(let view):
            var ids: [String] = []
            view.forEachView { ids += [$0.id, $0.accessibility.identifier].compactMap { $0 } }
            return ids
        }
    }
}
