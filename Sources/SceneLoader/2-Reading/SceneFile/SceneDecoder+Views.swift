import AccessibilityTree

extension SceneDecoder {
    static let commonViewKeys = [
        "type", "id", "class", "frame", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
        "backgroundColor", "tag", "tapGestureActions", "accessibility", "on", "subviews",
    ]
    static let controlKeys = ["enabled", "selected", "actions"]

    static let viewTypes = [
        "view", "label", "button", "switch", "slider", "stepper", "segmented", "textField", "textView", "image",
        "pageControl", "progress", "activityIndicator", "datePicker", "picker", "scroll", "table", "collection",
        "stack", "container", "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffect", "control",
    ]

    /// The keys a view of `type` accepts besides the common ones.
    static func viewKeys(for type: String) -> [String] {
        switch type {
        case "label": return ["text", "textColor", "enabled", "fontSize", "bold", "textStyle", "numberOfLines", "adjustsFontSizeToFitWidth", "adjustsFontForContentSizeCategory"]
        case "button": return controlKeys + ["title", "image", "buttonType", "titleColor"]
        case "control": return controlKeys
        case "switch": return controlKeys + ["isOn"]
        case "slider": return controlKeys + ["value", "minimum", "maximum"]
        case "stepper": return controlKeys + ["value", "minimum", "maximum", "step"]
        case "segmented": return controlKeys + ["segments", "selectedSegment"]
        case "textField": return controlKeys + ["text", "placeholder", "secure"]
        case "textView": return ["text", "editable"]
        case "image": return ["image"]
        case "pageControl": return controlKeys + ["pages", "currentPage"]
        case "progress": return ["progress"]
        case "activityIndicator": return ["animating", "hidesWhenStopped"]
        case "datePicker": return ["mode", "date", "time"]
        case "picker": return ["components", "selectedRows", "componentLabels"]
        case "scroll": return ["contentSize", "paging", "scrollEnabled"]
        case "table": return ["style", "rowHeight", "editing", "sections", "rows", "header", "footer"]
        case "collection": return ["itemSize", "spacing", "sections", "items"]
        case "stack": return ["axis", "spacing"]
        case "container": return ["controller"]
        case "navigationBar": return ["title", "left", "right"]
        case "toolbar": return ["items"]
        case "tabBar": return ["items", "selected"]
        case "searchBar": return ["text", "placeholder"]
        default: return []
        }
    }

    /// Decodes a view; `defaultType` is used when `type` is missing (a controller's root view).
    func decodeView(_ node: SceneNode, defaultType: String?) throws(SceneLoadError) -> ViewSpec {
        guard case .mapping(let entries) = node.value else { throw ValueReader.mismatch("a mapping for a view", node) }
        try countViews(1, at: node)
        let typeNode = entries.first { $0.key == "type" }?.value
        guard let type = try typeNode.map({ node throws(SceneLoadError) in try ValueReader.string(node, "'type'") }) ?? defaultType else {
            throw SceneLoadError("a view needs 'type', one of: \(Self.viewTypes.joined(separator: ", "))", at: node.location)
        }
        guard Self.viewTypes.contains(type) else {
            var message = "unknown view type '\(type)'"
            if let closest = MappingReader.closest(to: type, in: Self.viewTypes) { message += " (did you mean '\(closest)'?)" }
            throw SceneLoadError(message + "; expected one of: \(Self.viewTypes.joined(separator: ", "))", at: typeNode?.location ?? node.location)
        }
        let reader = try MappingReader(node, what: "a view of type \(type)", keys: Self.commonViewKeys + Self.viewKeys(for: type))
        var view = ViewSpec(kind: try decodeViewKind(type, reader), mark: SourceMark(node.location))
        if let id = try reader.string("id") { try Self.checkID(id, at: reader["id"]?.location ?? node.location); view.id = id }
        view.className = try reader.string("class")
        view.frame = try reader.rect("frame")
        view.hidden = try reader.bool("hidden") ?? false
        view.alpha = try reader.double("alpha", in: 0...1) ?? 1
        view.userInteractionEnabled = try reader.bool("userInteractionEnabled") ?? true
        view.clipsToBounds = try reader.bool("clipsToBounds") ?? false
        view.backgroundColor = try reader.color("backgroundColor")
        view.tag = try reader.int("tag", in: Int(Int32.min)...Int(Int32.max)) ?? 0
        view.tapGestureActions = try reader.strings("tapGestureActions") ?? []
        view.isCustomControl = type == "control"
        if view.isControl {
            view.control.enabled = try reader.bool("enabled") ?? true
            view.control.selected = try reader.bool("selected") ?? false
            view.control.actions = try reader["actions"].map { node throws(SceneLoadError) in
                try ValueReader.list(node, "'actions'").map { item throws(SceneLoadError) in try decodeTargetAction(item) }
            } ?? []
        }
        view.accessibility = try reader["accessibility"].map { node throws(SceneLoadError) in try decodeAccessibility(node) } ?? AccessibilitySpec()
        view.behaviours = try reader["on"].map { node throws(SceneLoadError) in try decodeBehaviours(node, owner: .element) } ?? Behaviours()
        view.subviews = try decodeViews(reader["subviews"], "'subviews'")
        return view
    }

    func decodeViews(_ node: SceneNode?, _ what: String) throws(SceneLoadError) -> [ViewSpec] {
        guard let node else { return [] }
        return try ValueReader.list(node, what).map { item throws(SceneLoadError) in try decodeView(item, defaultType: nil) }
    }

    private func decodeViewKind(_ type: String, _ reader: MappingReader) throws(SceneLoadError) -> ViewKind {
        switch type {
        case "label":
            var font = try reader.double("fontSize", in: 1...Limits.maximumCoordinate).map { size throws(SceneLoadError) in
                Font(pointSize: size, isBold: try reader.bool("bold") ?? false)
            }
            if let style = try reader.choice("textStyle", TextStyle.self) { font = Font.preferred(style) }
            return .label(LabelSpec(text: try reader.string("text"), textColor: try reader.color("textColor"),
                                    enabled: try reader.bool("enabled") ?? true, font: font,
                                    numberOfLines: try reader.int("numberOfLines", in: 0...Int(Limits.maximumCoordinate)) ?? 1,
                                    adjustsFontSizeToFitWidth: try reader.bool("adjustsFontSizeToFitWidth") ?? false,
                                    adjustsFontForContentSizeCategory: try reader.bool("adjustsFontForContentSizeCategory") ?? false))
        case "button":
            return .button(ButtonSpec(title: try reader.string("title"), image: try reader.string("image"),
                                      type: try reader.choice("buttonType", Button.ButtonType.self) ?? .system,
                                      titleColor: try reader.color("titleColor")))
        case "switch":
            return .switch(isOn: try reader.bool("isOn") ?? false)
        case "slider":
            return .slider(SliderSpec(value: try reader.double("value") ?? 0.5, minimum: try reader.double("minimum") ?? 0,
                                      maximum: try reader.double("maximum") ?? 1))
        case "stepper":
            return .stepper(StepperSpec(value: try reader.double("value") ?? 0, minimum: try reader.double("minimum") ?? 0,
                                        maximum: try reader.double("maximum") ?? 100,
                                        step: try reader.double("step", in: 0.000_001...Limits.maximumCoordinate) ?? 1))
        case "segmented":
            return .segmented(SegmentedSpec(segments: try reader.strings("segments") ?? [],
                                            selected: try reader.int("selectedSegment", in: -1...10_000) ?? -1))
        case "textField":
            return .textField(TextFieldSpec(text: try reader.string("text"), placeholder: try reader.string("placeholder"),
                                            secure: try reader.bool("secure") ?? false))
        case "textView":
            return .textView(TextViewSpec(text: try reader.string("text"), editable: try reader.bool("editable") ?? true))
        case "image":
            return .image(name: try reader.string("image"))
        case "pageControl":
            return .pageControl(pages: try reader.int("pages", in: 0...10_000) ?? 1, current: try reader.int("currentPage", in: 0...10_000) ?? 0)
        case "progress":
            return .progress(try reader.double("progress", in: 0...1) ?? 0)
        case "activityIndicator":
            return .activityIndicator(ActivitySpec(animating: try reader.bool("animating") ?? false,
                                                   hidesWhenStopped: try reader.bool("hidesWhenStopped") ?? true))
        case "datePicker":
            return .datePicker(try decodeDatePicker(reader))
        case "picker":
            return .picker(try decodePicker(reader))
        case "scroll":
            return .scroll(ScrollSpec(contentSize: try reader.size("contentSize"), paging: try reader.bool("paging") ?? false,
                                      scrollEnabled: try reader.bool("scrollEnabled") ?? true))
        case "table":
            return .table(try decodeTable(reader))
        case "collection":
            return .collection(try decodeCollection(reader))
        case "stack":
            return .stack(StackSpec(axis: try reader.choice("axis", StackView.Axis.self) ?? .vertical,
                                    spacing: try reader.double("spacing", in: 0...Limits.maximumCoordinate) ?? 0))
        case "container":
            return .container(controller: try reader.string("controller"))
        case "navigationBar":
            return .navigationBar(NavigationBarSpec(
                title: try reader.string("title"),
                left: try reader["left"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'left'") } ?? [],
                right: try reader["right"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'right'") } ?? []))
        case "toolbar":
            return .toolbar(try reader["items"].map { node throws(SceneLoadError) in try decodeBarItems(node, "'items'") } ?? [])
        case "tabBar":
            let items = try reader["items"].map { node throws(SceneLoadError) in
                try ValueReader.list(node, "'items'").map { item throws(SceneLoadError) in try decodeTabBarItem(item) }
            } ?? []
            return .tabBar(TabBarSpec(items: items, selected: try reader.int("selected", in: 0...10_000)))
        case "searchBar":
            return .searchBar(SearchBarSpec(text: try reader.string("text"), placeholder: try reader.string("placeholder")))
        case "visualEffect":
            return .visualEffect
        default:
            return .view
        }
    }

    private func decodeDatePicker(_ reader: MappingReader) throws(SceneLoadError) -> DatePickerSpec {
        var spec = DatePickerSpec(mode: try reader.choice("mode", DatePicker.Mode.self) ?? .date)
        if let node = reader["date"] {
            let parts = try ValueReader.string(node, "'date'").split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, DatePickerSpec.years.contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
                throw ValueReader.mismatch("a date YYYY-MM-DD between \(DatePickerSpec.years.lowerBound) and \(DatePickerSpec.years.upperBound) for 'date'", node)
            }
            (spec.year, spec.month, spec.day) = (parts[0], parts[1], parts[2])
        }
        if let node = reader["time"] {
            let parts = try ValueReader.string(node, "'time'").split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else {
                throw ValueReader.mismatch("a 24-hour time HH:MM for 'time'", node)
            }
            (spec.hour, spec.minute) = (parts[0], parts[1])
        }
        return spec
    }

    private func decodePicker(_ reader: MappingReader) throws(SceneLoadError) -> PickerSpec {
        let components = try reader["components"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'components'").map { wheel throws(SceneLoadError) in
                try ValueReader.list(wheel, "a picker component").map { row throws(SceneLoadError) in try ValueReader.string(row, "a picker row") }
            }
        } ?? []
        let selected = try reader["selectedRows"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'selectedRows'").map { row throws(SceneLoadError) in try ValueReader.int(row, "a selected row", in: 0...100_000) }
        } ?? []
        return PickerSpec(components: components, selectedRows: selected, componentLabels: try reader.strings("componentLabels") ?? [])
    }
}
