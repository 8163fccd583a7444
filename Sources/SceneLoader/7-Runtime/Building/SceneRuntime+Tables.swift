import AccessibilityTree

extension SceneRuntime {
    /// A table with its rows (templates with `repeat` expanded) and header and footer views.
    func buildTable(_ spec: TableSpec, instance: ControllerInstance) -> TableView {
        let table = TableView(style: spec.style)
        if let height = spec.rowHeight { table.rowHeight = height }
        table.sectionHeaderHeight = spec.sectionHeaderHeight
        table.sectionFooterHeight = spec.sectionFooterHeight
        table.isEditing = spec.editing
        table.sections = spec.sections.map { section in
            var built = TableSection(headerTitle: section.header, footerTitle: section.footer,
                                     cells: section.rows.flatMap { expand($0) }.map { buildRow($0, instance: instance) },
                                     headerView: section.headerView.map { buildSectionView($0, instance: instance) },
                                     footerView: section.footerView.map { buildSectionView($0, instance: instance) })
            built.headerViewHeight = section.headerViewHeight
            built.footerViewHeight = section.footerViewHeight
            built.headerHeight = section.headerHeight
            built.footerHeight = section.footerHeight
            return built
        }
        table.tableHeaderView = spec.header.map { buildView($0, instance: instance) }
        table.tableFooterView = spec.footer.map { buildView($0, instance: instance) }
        return table
    }

    /// A section's header or footer view made in code (a collection's supplementary view): as tall as its views need in the automatic
    /// layout's column (docs/layout.md), estimated on the narrowest phone's width, 320 pt.
    private func buildSectionView(_ spec: ViewSpec, instance: ControllerInstance) -> View {
        let view = buildView(spec, instance: instance)
        if spec.frame == nil, let container = view as? SceneView {
            view.frame = Rect(x: 0, y: 0, width: 0, height: container.contentHeight(width: 320))
        }
        return view
    }

    /// A table row's cell, registered under the row's id.
    func buildRow(_ row: RowSpec, instance: ControllerInstance) -> TableViewCell {
        let cell = SceneTableViewCell(style: row.style, text: row.text, detailText: row.detail)
        cell.imageView.imageName = row.image
        cell.accessoryType = row.accessory
        cell.editingStyle = row.editingStyle
        cell.showsReorderControl = row.reorder
        cell.preferredHeight = row.height
        cell.reuseIdentifier = row.reuseIdentifier
        cell.customClassName = row.className
        cell.backgroundColor = row.backgroundColor
        if !row.onSelect.isEmpty {
            // `unowned cell`: the handler is stored on the cell, so the cell is alive whenever it runs.
            // Not `weak`: docs/performance.md, "No side tables".
            cell.onSelect = { [weak self, weak instance, unowned cell] in
                guard let self, let instance else { return }
                _ = self.run(row.onSelect, in: StepContext(instance: instance, element: cell))
            }
        }
        cell.selectionDescriptions = row.selectionSummary.map { [$0] } ?? (row.onSelect.isEmpty ? [] : [StepSummary.describe(row.onSelect, in: document)])
        if !row.onAccessory.isEmpty {
            // `unowned cell`: as for onSelect, the handler is stored on the cell.
            cell.onAccessoryTap = { [weak self, weak instance, unowned cell] in
                guard let self, let instance else { return }
                _ = self.run(row.onAccessory, in: StepContext(instance: instance, element: cell))
            }
        }
        cell.accessoryDescriptions = row.accessorySummary.map { [$0] } ?? (row.onAccessory.isEmpty ? [] : [StepSummary.describe(row.onAccessory, in: document)])
        instance.register(cell, id: row.id, identifier: row.accessibility.identifier)
        locations.register(cell, row.mark)
        addSubviews(row.subviews, to: cell, instance: instance)
        if let accessory = row.accessoryView {
            let view = buildView(accessory, instance: instance)
            cell.accessoryView = view
            cell.addSubview(view)
        }
        AccessibilityApplier.apply(row.accessibility, to: cell, instance: instance, runtime: self)
        observe(cell, handlers: row.notificationHandlers, instance: instance)
        return cell
    }

    /// A collection view with its items (templates with `repeat` expanded).
    func buildCollection(_ spec: CollectionSpec, instance: ControllerInstance) -> CollectionView {
        let collection = CollectionView()
        collection.itemSize = spec.itemSize
        collection.spacing = spec.spacing
        collection.headerReferenceHeight = spec.headerHeight
        collection.footerReferenceHeight = spec.footerHeight
        collection.sections = spec.sections.map { items in
            items.flatMap { expand($0) }.map { buildItem($0, instance: instance) }
        }
        collection.headerViews = spec.headers.mapValues { buildSectionView($0, instance: instance) }
        collection.footerViews = spec.footers.mapValues { buildSectionView($0, instance: instance) }
        return collection
    }

    /// A collection item's cell: its image and text in a column, then its subviews.
    func buildItem(_ item: ItemSpec, instance: ControllerInstance) -> CollectionViewCell {
        let cell = SceneCollectionViewCell()
        cell.customClassName = item.className
        cell.preferredSize = item.size
        cell.backgroundColor = item.backgroundColor
        cell.outline = item.outline
        var contents: [ViewSpec] = []
        if let image = item.image { contents.append(ViewSpec(kind: .image(name: image))) }
        if let text = item.text { contents.append(ViewSpec(kind: .label(LabelSpec(text: text)))) }
        addSubviews(contents + item.subviews, to: cell, instance: instance)
        if !item.onSelect.isEmpty {
            // `unowned cell`: the handler is stored on the cell, so the cell is alive whenever it runs.
            // Not `weak`: docs/performance.md, "No side tables".
            cell.onSelect = { [weak self, weak instance, unowned cell] in
                guard let self, let instance else { return }
                _ = self.run(item.onSelect, in: StepContext(instance: instance, element: cell))
            }
        }
        cell.selectionDescriptions = item.selectionSummary.map { [$0] } ?? (item.onSelect.isEmpty ? [] : [StepSummary.describe(item.onSelect, in: document)])
        if !item.onExpand.isEmpty || !item.onCollapse.isEmpty {
            // The data source's section snapshot handlers, before double tap expands or collapses the
            // parent (docs/voiceover.md, "Outline disclosure"). `unowned cell`: as for onSelect.
            cell.willToggleOutline = { [weak self, weak instance, unowned cell] expanding in
                let steps = expanding ? item.onExpand : item.onCollapse
                guard let self, let instance, !steps.isEmpty else { return [] }
                _ = self.run(steps, in: StepContext(instance: instance, element: cell))
                return [StepSummary.describe(steps, in: self.document)]
            }
        }
        instance.register(cell, id: item.id, identifier: item.accessibility.identifier)
        locations.register(cell, item.mark)
        AccessibilityApplier.apply(item.accessibility, to: cell, instance: instance, runtime: self)
        observe(cell, handlers: item.notificationHandlers, instance: instance)
        return cell
    }

    /// A row template repeated `repeat` times, `{n}` replaced by 1, 2, 3… in its texts and id.
    private func expand(_ row: RowSpec) -> [RowSpec] {
        guard let count = row.repeatCount else { return [row] }
        return (1...max(1, count)).map { number in
            var copy = row
            let n = String(number)
            copy.id = row.id?.replacingOccurrences(of: "{n}", with: n)
            copy.text = row.text?.replacingOccurrences(of: "{n}", with: n)
            copy.detail = row.detail?.replacingOccurrences(of: "{n}", with: n)
            copy.accessibility.label = row.accessibility.label?.replacingOccurrences(of: "{n}", with: n)
            copy.accessibility.identifier = row.accessibility.identifier?.replacingOccurrences(of: "{n}", with: n)
            return copy
        }
    }

    private func expand(_ item: ItemSpec) -> [ItemSpec] {
        guard let count = item.repeatCount else { return [item] }
        return (1...max(1, count)).map { number in
            var copy = item
            let n = String(number)
            copy.id = item.id?.replacingOccurrences(of: "{n}", with: n)
            copy.text = item.text?.replacingOccurrences(of: "{n}", with: n)
            copy.accessibility.label = item.accessibility.label?.replacingOccurrences(of: "{n}", with: n)
            copy.accessibility.identifier = item.accessibility.identifier?.replacingOccurrences(of: "{n}", with: n)
            return copy
        }
    }
}
