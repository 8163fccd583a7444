import AccessibilityTree

extension IBMapper {
    /// A table: static sections with their cells, or one sample row per prototype cell.
    func mapTable(_ node: XMLNode) throws(SceneLoadError) -> TableSpec {
        var table = TableSpec(style: TableView.Style(rawValue: node["style"] ?? "") ?? .plain)
        if let height = try IBValues.number(node, "rowHeight"), height >= 1 { table.rowHeight = height }
        // A fixed section header or footer height (-1 is "Automatic"; the estimated heights only estimate).
        if let height = try IBValues.number(node, "sectionHeaderHeight"), height >= 1 { table.sectionHeaderHeight = height }
        if let height = try IBValues.number(node, "sectionFooterHeight"), height >= 1 { table.sectionFooterHeight = height }
        table.editing = node.flag("editing") ?? false
        // A `<sections/>` without sections (Interface Builder leaves one on dynamic tables) is not
        // static content: the prototypes are shown.
        let staticSections = node.child("sections")?.children("tableViewSection") ?? []
        if !staticSections.isEmpty {
            for section in staticSections {
                var spec = SectionSpec(header: section["headerTitle"], footer: section["footerTitle"], mark: SourceMark(section.location))
                for cell in section.child("cells")?.children("tableViewCell") ?? [] where !(cell.flag("hidden") ?? false) {
                    spec.rows.append(try mapCell(cell))
                }
                table.sections.append(spec)
            }
        } else if let prototypes = node.child("prototypes") {
            let rows = try prototypes.children("tableViewCell").map { cell throws(SceneLoadError) in try mapCell(cell) }
            if !rows.isEmpty { table.sections = [SectionSpec(rows: rows, mark: SourceMark(prototypes.location))] }
            table.hasPrototypes = !rows.isEmpty
        }
        table.header = try node.child(key: "tableHeaderView").flatMap { node throws(SceneLoadError) in try mapView(node) }
        table.footer = try node.child(key: "tableFooterView").flatMap { node throws(SceneLoadError) in try mapView(node) }
        return table
    }

    /// A table cell: the built-in style's labels and image become the row's texts; other content
    /// views become its subviews; segues become what selection and the detail button do.
    func mapCell(_ node: XMLNode) throws(SceneLoadError) -> RowSpec {
        var row = RowSpec(mark: SourceMark(node.location))
        row.id = node["id"]
        row.reuseIdentifier = node["reuseIdentifier"]
        row.className = node["customClass"]
        row.style = IBValues.cellStyle(node["style"])
        row.accessory = TableViewCell.AccessoryType(rawValue: node["accessoryType"] ?? "") ?? .none
        row.backgroundColor = IBValues.color(node, key: "backgroundColor")
        if let height = try IBValues.number(node, "rowHeight"), height >= 1 {
            row.height = height
        } else if let frame = try IBValues.rect(node), frame.height >= 1 {
            row.height = frame.height
        }
        row.accessibility = try mapAccessibility(of: node)
        let builtIn = ["textLabel", "detailTextLabel", "imageView"].compactMap { node[$0] }
        let content = node.child(key: "contentView")
        let origin = try content.flatMap { node throws(SceneLoadError) in try IBValues.rect(node)?.origin } ?? .zero
        if let content, content.child("constraints") != nil {
            // The content view's constraints, for a row that sizes itself (CellSelfSizing).
            var contentView = ViewSpec(kind: .view, id: content["id"], mark: SourceMark(content.location))
            contentView.frame = try IBValues.rect(content)
            contentView.layout = try mapLayout(of: content)
            row.contentView = contentView
            // A cell with a height of its own (`rowHeight`) keeps it; the others size themselves in a
            // table whose row height is automatic (CellSelfSizing).
            row.sizesItself = node["rowHeight"] == nil
        }
        for child in content?.child("subviews")?.children ?? [] {
            if let id = child["id"], builtIn.contains(id) {
                switch id {
                case node["textLabel"]: row.text = IBValues.text(child, attribute: "text", key: "text")
                case node["detailTextLabel"]: row.detail = IBValues.text(child, attribute: "text", key: "text")
                default: row.image = IBValues.image(child)
                }
                continue
            }
            guard var subview = try mapView(child) else { continue }
            if let frame = subview.frame { subview.frame = frame.offsetBy(dx: origin.x, dy: origin.y) }
            row.subviews.append(subview)
        }
        if let accessory = node.child(key: "accessoryView") { row.accessoryView = try mapView(accessory) }
        for segue in node.child("connections")?.children("segue") ?? [] {
            guard let (steps, summary) = try segueBehaviour(segue) else { continue }
            if segue["trigger"] == "accessoryAction" {
                row.onAccessory += steps
                row.accessorySummary = summary
            } else {
                row.onSelect += steps
                row.selectionSummary = summary
            }
        }
        return row
    }

    /// A collection view: one sample item per prototype cell, with the flow layout's item size.
    func mapCollection(_ node: XMLNode) throws(SceneLoadError) -> CollectionSpec {
        var collection = CollectionSpec()
        if let layout = node.child(key: "collectionViewLayout") {
            if let size = try IBValues.size(layout, key: "itemSize"), size.width >= 1, size.height >= 1 { collection.itemSize = size }
            if let spacing = try IBValues.number(layout, "minimumInteritemSpacing"), spacing >= 0 { collection.spacing = spacing }
            // "Estimate Size: Automatic" or a custom estimate: the items size themselves (CellSelfSizing).
            let estimate = try IBValues.size(layout, key: "estimatedItemSize")
            // The supplementary views' heights the layout fixes (zero: the code's delegate decides).
            if let size = try IBValues.size(layout, key: "headerReferenceSize"), size.height >= 1 { collection.headerHeight = size.height }
            if let size = try IBValues.size(layout, key: "footerReferenceSize"), size.height >= 1 { collection.footerHeight = size.height }
            collection.estimatesItemSize = layout.flag("automaticEstimatedItemSize") == true
                || estimate.map { $0.width > 0 && $0.height > 0 } == true
        }
        let items = try (node.child("cells")?.children("collectionViewCell") ?? []).map { cell throws(SceneLoadError) in try mapItem(cell) }
        if !items.isEmpty { collection.sections = [items] }
        collection.hasPrototypes = !items.isEmpty
        return collection
    }

    /// A collection view cell: its accessibility, its content view's subviews, its segues.
    func mapItem(_ cell: XMLNode) throws(SceneLoadError) -> ItemSpec {
        var item = ItemSpec(mark: SourceMark(cell.location))
        item.id = cell["id"]
        item.reuseIdentifier = cell["reuseIdentifier"]
        item.className = cell["customClass"]
        item.backgroundColor = IBValues.color(cell, key: "backgroundColor")
        item.accessibility = try mapAccessibility(of: cell)
        let content = cell.child(key: "contentView") ?? cell
        for child in content.child("subviews")?.children ?? [] {
            if let subview = try mapView(child) { item.subviews.append(subview) }
        }
        // The content view's constraints (Xcode 11's `<collectionViewCellContentView>`; older files
        // keep them on the cell), for an item that sizes itself (CellSelfSizing).
        if let constrained = [content, cell].first(where: { $0.child("constraints") != nil }) {
            var contentView = ViewSpec(kind: .view, id: constrained["id"], mark: SourceMark(constrained.location))
            contentView.frame = try IBValues.rect(content).map { Rect(origin: .zero, size: $0.size) }
            contentView.layout = try mapLayout(of: constrained)
            item.contentView = contentView
        }
        for segue in cell.child("connections")?.children("segue") ?? [] {
            guard let (steps, summary) = try segueBehaviour(segue) else { continue }
            item.onSelect += steps
            item.selectionSummary = summary
        }
        return item
    }
}
