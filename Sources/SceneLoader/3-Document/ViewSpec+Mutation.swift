/// In-place walks over views, for overlays that patch a document.
extension ViewSpec {
    /// Calls `body` on this view and every view inside it (as ``forEachView(_:)`` visits them),
    /// letting it change each.
    ///
    /// What a kind holds is taken out of `kind` (left `.view`) while it changes and put back after, so
    /// that its arrays are referenced once and change in place. Matched with `if case`, not `switch`:
    /// a `switch` keeps its own copy of `kind` until its case ends, and the first change then copied
    /// the arrays and every view inside them, on every walk (docs/performance.md, "Whole apps with
    /// their code").
    mutating func mutateViews(_ body: (inout ViewSpec) -> Void) {
        body(&self)
        for index in subviews.indices { subviews[index].mutateViews(body) }
        if case .table(var table) = kind {
            kind = .view
            table.header?.mutateViews(body)
            table.footer?.mutateViews(body)
            for s in table.sections.indices {
                table.sections[s].headerView?.mutateViews(body)
                for r in table.sections[s].rows.indices {
                    for v in table.sections[s].rows[r].subviews.indices { table.sections[s].rows[r].subviews[v].mutateViews(body) }
                    table.sections[s].rows[r].accessoryView?.mutateViews(body)
                }
                table.sections[s].footerView?.mutateViews(body)
            }
            kind = .table(table)
        } else if case .collection(var collection) = kind {
            kind = .view
            for s in collection.sections.indices {
                collection.headers[s]?.mutateViews(body)
                for i in collection.sections[s].indices {
                    for v in collection.sections[s][i].subviews.indices { collection.sections[s][i].subviews[v].mutateViews(body) }
                }
                collection.footers[s]?.mutateViews(body)
            }
            kind = .collection(collection)
        } else if case .toolbar(var items) = kind {
            kind = .view
            for index in items.indices { items[index].customView?.mutateViews(body) }
            kind = .toolbar(items)
        } else if case .navigationBar(var bar) = kind {
            kind = .view
            for index in bar.left.indices { bar.left[index].customView?.mutateViews(body) }
            for index in bar.right.indices { bar.right[index].customView?.mutateViews(body) }
            kind = .navigationBar(bar)
        } else if case .textField(var field) = kind, field.inputAccessoryView != nil || field.inputView != nil {
            kind = .view
            field.inputAccessoryView?.mutateViews(body)
            field.inputView?.mutateViews(body)
            kind = .textField(field)
        }
    }

    /// Calls `body` on every table row inside this view, letting it change each.
    mutating func mutateRows(_ body: (inout RowSpec) -> Void) {
        mutateViews { view in
            guard case .table(var table) = view.kind else { return }
            view.kind = .view  // not to copy the rows (``mutateViews(_:)``)
            for s in table.sections.indices {
                for r in table.sections[s].rows.indices { body(&table.sections[s].rows[r]) }
            }
            view.kind = .table(table)
        }
    }
}

extension ControllerSpec {
    /// Calls `body` on the root view of a view, table or collection controller.
    ///
    /// The root view is taken out of `content` while it changes, so that its views change in place
    /// rather than being copied (``ViewSpec/mutateViews(_:)``).
    mutating func mutateRootView(_ body: (inout ViewSpec) -> Void) {
        if case .view(var view?) = content {
            content = .view(nil)
            body(&view)
            content = .view(view)
        } else if case .table(var view?) = content {
            content = .table(nil)
            body(&view)
            content = .table(view)
        } else if case .collection(var view?) = content {
            content = .collection(nil)
            body(&view)
            content = .collection(view)
        }
    }

    /// Calls `body` on every view of this controller: the root view's tree, the navigation title view
    /// and the custom views of bar button items.
    mutating func mutateViews(_ body: (inout ViewSpec) -> Void) {
        mutateRootView { $0.mutateViews(body) }
        navigationItem?.titleView?.mutateViews(body)
        inputAccessoryView?.mutateViews(body)
        for index in navigationItem?.left.indices ?? 0..<0 { navigationItem?.left[index].customView?.mutateViews(body) }
        for index in navigationItem?.right.indices ?? 0..<0 { navigationItem?.right[index].customView?.mutateViews(body) }
        for index in toolbarItems?.indices ?? 0..<0 { toolbarItems?[index].customView?.mutateViews(body) }
    }

    /// Calls `body` on every target/action of this controller's controls and bar button items.
    mutating func mutateTargetActions(_ body: (inout TargetActionSpec) -> Void) {
        mutateViews { view in
            for index in view.control.actions.indices { body(&view.control.actions[index]) }
            switch view.kind {
            case .toolbar(var items):
                items.mutateActions(body)
                view.kind = .toolbar(items)
            case .navigationBar(var bar):
                bar.left.mutateActions(body)
                bar.right.mutateActions(body)
                view.kind = .navigationBar(bar)
            default:
                break
            }
        }
        navigationItem?.left.mutateActions(body)
        navigationItem?.right.mutateActions(body)
        toolbarItems?.mutateActions(body)
    }
}

extension Array where Element == BarItemSpec {
    /// Calls `body` on each item's target/action and its menu items' ones.
    mutating func mutateActions(_ body: (inout TargetActionSpec) -> Void) {
        for index in indices where self[index].action != nil {
            body(&self[index].action!)
        }
        for index in indices {
            for action in self[index].menuActions.indices { body(&self[index].menuActions[action]) }
        }
    }
}
