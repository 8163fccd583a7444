import AccessibilityTree

extension SceneDecoder {
    static let sectionKeys = ["header", "footer", "rows"]
    static let rowKeys = [
        "id", "text", "detail", "image", "style", "accessory", "accessoryView", "editingStyle", "reorder", "height",
        "class", "reuseIdentifier", "backgroundColor", "accessibility", "subviews", "onSelect", "selectionSummary",
        "onAccessory", "accessorySummary", "repeat",
    ]
    static let itemKeys = ["id", "text", "image", "class", "backgroundColor", "accessibility", "subviews", "onSelect", "selectionSummary", "repeat"]

    func decodeTable(_ reader: MappingReader) throws(SceneLoadError) -> TableSpec {
        if reader.has("rows") && reader.has("sections") {
            throw SceneLoadError("a table takes 'rows' (one section) or 'sections', not both", at: reader["rows"]?.location)
        }
        var table = TableSpec(style: try reader.choice("style", TableView.Style.self) ?? .plain,
                              rowHeight: try reader.double("rowHeight", in: 1...Limits.maximumCoordinate),
                              editing: try reader.bool("editing") ?? false)
        if let rows = reader["rows"] {
            table.sections = [SectionSpec(rows: try decodeRows(rows), mark: SourceMark(rows.location))]
        } else if let sections = reader["sections"] {
            table.sections = try ValueReader.list(sections, "'sections'").map { node throws(SceneLoadError) in try decodeSection(node) }
        }
        let total = table.sections.flatMap(\.rows).reduce(0) { $0 + ($1.repeatCount ?? 1) }
        if total > Limits.maximumRows {
            throw SceneLoadError("the table has \(total) rows; a scene table may have at most \(Limits.maximumRows) (use fewer or a smaller 'repeat')", at: reader.node.location)
        }
        table.header = try reader["header"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: nil) }
        table.footer = try reader["footer"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: nil) }
        return table
    }

    func decodeSection(_ node: SceneNode) throws(SceneLoadError) -> SectionSpec {
        let reader = try MappingReader(node, what: "a table section", keys: Self.sectionKeys)
        return SectionSpec(header: try reader.string("header"), footer: try reader.string("footer"),
                           rows: try reader["rows"].map { node throws(SceneLoadError) in try decodeRows(node) } ?? [],
                           mark: SourceMark(node.location))
    }

    func decodeRows(_ node: SceneNode) throws(SceneLoadError) -> [RowSpec] {
        try ValueReader.list(node, "'rows'").map { item throws(SceneLoadError) in try decodeRow(item) }
    }

    /// A row: a mapping, or just its text.
    func decodeRow(_ node: SceneNode) throws(SceneLoadError) -> RowSpec {
        try countViews(1, at: node)
        if case .scalar = node.value {
            return RowSpec(text: try ValueReader.string(node, "a row"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "a table row", keys: Self.rowKeys)
        var row = RowSpec(mark: SourceMark(node.location))
        if let id = try reader.string("id") { try Self.checkID(id, at: reader["id"]?.location ?? node.location); row.id = id }
        row.text = try reader.string("text")
        row.detail = try reader.string("detail")
        row.image = try reader.string("image")
        row.style = try reader.choice("style", TableViewCell.CellStyle.self) ?? .default
        row.accessory = try reader.choice("accessory", TableViewCell.AccessoryType.self) ?? .none
        row.accessoryView = try reader["accessoryView"].map { node throws(SceneLoadError) in try decodeView(node, defaultType: nil) }
        row.editingStyle = try reader.choice("editingStyle", TableViewCell.EditingStyle.self) ?? .delete
        row.reorder = try reader.bool("reorder") ?? false
        row.height = try reader.double("height", in: 1...Limits.maximumCoordinate)
        row.className = try reader.string("class")
        row.reuseIdentifier = try reader.string("reuseIdentifier")
        row.backgroundColor = try reader.color("backgroundColor")
        row.accessibility = try reader["accessibility"].map { node throws(SceneLoadError) in try decodeAccessibility(node) } ?? AccessibilitySpec()
        row.subviews = try decodeViews(reader["subviews"], "'subviews'")
        row.onSelect = try reader["onSelect"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? []
        row.selectionSummary = try reader.string("selectionSummary")
        row.onAccessory = try reader["onAccessory"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? []
        row.accessorySummary = try reader.string("accessorySummary")
        row.repeatCount = try reader.int("repeat", in: 1...Limits.maximumRows)
        if let count = row.repeatCount { try countViews(count - 1, at: node) }
        return row
    }

    func decodeCollection(_ reader: MappingReader) throws(SceneLoadError) -> CollectionSpec {
        if reader.has("items") && reader.has("sections") {
            throw SceneLoadError("a collection takes 'items' (one section) or 'sections', not both", at: reader["items"]?.location)
        }
        var collection = CollectionSpec(itemSize: try reader.size("itemSize") ?? Size(width: 100, height: 100),
                                        spacing: try reader.double("spacing", in: 0...Limits.maximumCoordinate) ?? 10)
        guard collection.itemSize.width >= 1, collection.itemSize.height >= 1 else {
            throw SceneLoadError("'itemSize' must be at least 1×1", at: reader["itemSize"]?.location)
        }
        if let items = reader["items"] {
            collection.sections = [try decodeItems(items)]
        } else if let sections = reader["sections"] {
            collection.sections = try ValueReader.list(sections, "'sections'").map { node throws(SceneLoadError) in
                let section = try MappingReader(node, what: "a collection section", keys: ["items"])
                return try section["items"].map { node throws(SceneLoadError) in try decodeItems(node) } ?? []
            }
        }
        let total = collection.sections.flatMap(\.self).reduce(0) { $0 + ($1.repeatCount ?? 1) }
        if total > Limits.maximumRows {
            throw SceneLoadError("the collection has \(total) items; at most \(Limits.maximumRows) are allowed", at: reader.node.location)
        }
        return collection
    }

    func decodeItems(_ node: SceneNode) throws(SceneLoadError) -> [ItemSpec] {
        try ValueReader.list(node, "'items'").map { item throws(SceneLoadError) in try decodeItem(item) }
    }

    /// A collection item: a mapping, or just its text.
    func decodeItem(_ node: SceneNode) throws(SceneLoadError) -> ItemSpec {
        try countViews(1, at: node)
        if case .scalar = node.value {
            return ItemSpec(text: try ValueReader.string(node, "an item"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "a collection item", keys: Self.itemKeys)
        var item = ItemSpec(mark: SourceMark(node.location))
        if let id = try reader.string("id") { try Self.checkID(id, at: reader["id"]?.location ?? node.location); item.id = id }
        item.text = try reader.string("text")
        item.image = try reader.string("image")
        item.className = try reader.string("class")
        item.backgroundColor = try reader.color("backgroundColor")
        item.accessibility = try reader["accessibility"].map { node throws(SceneLoadError) in try decodeAccessibility(node) } ?? AccessibilitySpec()
        item.subviews = try decodeViews(reader["subviews"], "'subviews'")
        item.onSelect = try reader["onSelect"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? []
        item.selectionSummary = try reader.string("selectionSummary")
        item.repeatCount = try reader.int("repeat", in: 1...Limits.maximumRows)
        if let count = item.repeatCount { try countViews(count - 1, at: node) }
        return item
    }
}
