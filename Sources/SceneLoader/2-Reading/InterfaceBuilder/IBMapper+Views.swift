import AccessibilityTree

extension IBMapper {
    /// UIKit classes of the views Interface Builder writes that a11ysim shows as plain views.
    static let plainViewClasses: [String: String] = [
        "mapView": "MKMapView", "webView": "UIWebView", "wkWebView": "WKWebView", "glkView": "GLKView",
        "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView",
        "spriteKitView": "SKView", "mtkView": "MTKView", "collectionReusableView": "UICollectionReusableView",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionViewCellContentView": "UIView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell", "window": "UIWindow",
        "control": "UIControl",
    ]

    /// Maps a view element and its subviews; nil when the base size class does not install it.
    func mapView(_ node: XMLNode) throws(SceneLoadError) -> ViewSpec? {
        if let id = node["id"], excludedViews.contains(id) { return nil }
        var view = ViewSpec(kind: try mapKind(node), id: node["id"], mark: SourceMark(node.location))
        view.className = node["customClass"] ?? Self.plainViewClasses[node.name]
        view.frame = try IBValues.rect(node)
        view.hidden = node.flag("hidden") ?? false
        view.alpha = min(1, max(0, try IBValues.number(node, "alpha") ?? 1))
        view.userInteractionEnabled = node.flag("userInteractionEnabled") ?? true
        view.clipsToBounds = node.flag("clipsSubviews") ?? false
        view.tag = try IBValues.integer(node, "tag").map { Int(clamping: Int32(clamping: $0)) } ?? 0
        view.backgroundColor = IBValues.color(node, key: "backgroundColor")
        view.isCustomControl = node.name == "control"
        if view.isControl {
            view.control.enabled = node.flag("enabled") ?? true
            view.control.selected = node.flag("selected") ?? false
            view.control.actions = try connections(of: node)
        }
        view.layout = try mapLayout(of: node)
        view.accessibility = try mapAccessibility(of: node)
        view.tapGestureActions = tapGestureActions(of: node)
        let tapSteps = try tapGestureSteps(of: node)
        if let steps = tapSteps { view.behaviours[.activate] = steps }
        let subviewParent = node.name == "visualEffectView" ? node.child(key: "contentView") ?? node : node
        for child in subviewParent.child("subviews")?.children ?? [] {
            if let subview = try mapView(child) { view.subviews.append(subview) }
        }
        return view
    }

    /// The kind of a view element with the properties of its kind.
    private func mapKind(_ node: XMLNode) throws(SceneLoadError) -> ViewKind {
        switch node.name {
        case "view", "tableViewCellContentView", "collectionViewCellContentView":
            return .view
        case "label":
            return .label(LabelSpec(text: IBValues.text(node, attribute: "text", key: "text"),
                                    textColor: IBValues.color(node, key: "textColor"), enabled: node.flag("enabled") ?? true,
                                    font: try IBValues.font(node), numberOfLines: try IBValues.integer(node, "numberOfLines") ?? 1,
                                    adjustsFontSizeToFitWidth: node.flag("adjustsFontSizeToFit") ?? true,
                                    adjustsFontForContentSizeCategory: node.flag("adjustsFontForContentSizeCategory") ?? false))
        case "button":
            return .button(mapButton(node))
        case "switch":
            return .switch(isOn: node.flag("on") ?? false)
        case "slider":
            // UIKit keeps a slider's value inside its range (a minimum equal to the maximum included),
            // so a value Interface Builder wrote outside it is the nearest end, not an error.
            let minimum = try IBValues.number(node, "minValue") ?? 0, maximum = try IBValues.number(node, "maxValue") ?? 1
            return .slider(SliderSpec(value: Self.clamped(try IBValues.number(node, "value") ?? 0.5, minimum, maximum), minimum: minimum, maximum: maximum))
        case "stepper":
            let minimum = try IBValues.number(node, "minimumValue") ?? 0, maximum = try IBValues.number(node, "maximumValue") ?? 100
            return .stepper(StepperSpec(value: Self.clamped(try IBValues.number(node, "value") ?? 0, minimum, maximum), minimum: minimum,
                                        maximum: maximum, step: try IBValues.number(node, "stepValue") ?? 1))
        case "segmentedControl":
            let segments = node.child("segments")?.children("segment").map { $0["title"] ?? IBValues.image($0) ?? "" } ?? []
            return .segmented(SegmentedSpec(segments: segments, selected: try IBValues.integer(node, "selectedSegmentIndex") ?? -1))
        case "textField":
            return .textField(TextFieldSpec(text: IBValues.text(node, attribute: "text", key: "text"),
                                            placeholder: IBValues.text(node, attribute: "placeholder", key: "placeholder"),
                                            secure: node.child("textInputTraits")?.flag("secureTextEntry") ?? false))
        case "textView":
            return .textView(TextViewSpec(text: IBValues.text(node, attribute: "text", key: "text"), editable: node.flag("editable") ?? true))
        case "imageView":
            return .image(name: IBValues.image(node))
        case "pageControl":
            return .pageControl(pages: try IBValues.integer(node, "numberOfPages") ?? 3, current: try IBValues.integer(node, "currentPage") ?? 0)
        case "progressView":
            return .progress(try IBValues.number(node, "progress") ?? 0)
        case "activityIndicatorView":
            return .activityIndicator(ActivitySpec(animating: node.flag("animating") ?? false, hidesWhenStopped: node.flag("hidesWhenStopped") ?? true))
        case "datePicker":
            return .datePicker(mapDatePicker(node))
        case "pickerView":
            return .picker(PickerSpec())
        case "scrollView":
            return .scroll(ScrollSpec(contentSize: try IBValues.size(node, key: "contentSize"), paging: node.flag("pagingEnabled") ?? false,
                                      scrollEnabled: node.flag("scrollEnabled") ?? true))
        case "tableView":
            return .table(try mapTable(node))
        case "collectionView":
            return .collection(try mapCollection(node))
        case "stackView":
            // `spacingType="standard"` is UIKit's system spacing (`UIStackView.spacingUseSystem`): 8 pt between
            // two views, as Interface Builder saves their frames (docs/layout.md, "Auto Layout from Interface Builder files").
            let standard: Double = node["spacingType"] == "standard" ? 8 : 0
            return .stack(StackSpec(axis: node["axis"] == "vertical" ? .vertical : .horizontal,
                                    spacing: max(0, try IBValues.number(node, "spacing") ?? standard)))
        case "containerView":
            let embed = node.child("connections")?.children("segue").first { $0["kind"] == "embed" }
            let controller = try embed.flatMap { segue throws(SceneLoadError) in try destinationController(segue["destination"], from: segue) }
            return .container(controller: controller)
        case "navigationBar":
            let item = node.child("items")?.children("navigationItem").last
            let mapped = try item.map { node throws(SceneLoadError) in try mapNavigationItem(node) }
            return .navigationBar(NavigationBarSpec(title: mapped?.title, left: mapped?.left ?? [], right: mapped?.right ?? []))
        case "toolbar":
            return .toolbar(try node.child("items")?.children("barButtonItem").map { node throws(SceneLoadError) in try mapBarItem(node) } ?? [])
        case "tabBar":
            let items = node.child("items")?.children("tabBarItem") ?? []
            let selected = node["selectedItem"].flatMap { id in items.firstIndex { $0["id"] == id } }
            return .tabBar(TabBarSpec(items: items.map { mapTabBarItem($0) }, selected: selected))
        case "searchBar":
            return .searchBar(SearchBarSpec(text: node["text"], placeholder: node["placeholder"]))
        case "visualEffectView":
            return .visualEffect
        default:
            if Self.plainViewClasses[node.name] == nil {
                warn("unknown Interface Builder element <\(node.name)> kept as a plain view", at: node)
            }
            return .view
        }
    }

    /// A button's title and image: its configuration's when it has one (iOS 15 style), else the
    /// normal state's.
    private func mapButton(_ node: XMLNode) -> ButtonSpec {
        var button = ButtonSpec(type: IBValues.buttonType(node["buttonType"]))
        if let configuration = node.child("buttonConfiguration", key: "configuration") {
            button.title = IBValues.text(configuration, attribute: "title", key: "title")
            button.image = IBValues.image(configuration)
        } else if let normal = node.children("state").first(where: { $0["key"] == "normal" }) {
            button.title = IBValues.text(normal, attribute: "title", key: "title")
            button.image = IBValues.image(normal)
            button.titleColor = IBValues.color(normal, key: "titleColor")
        }
        return button
    }

    /// A date picker's mode and date (`<date key="date">` in ISO form, when present).
    private func mapDatePicker(_ node: XMLNode) -> DatePickerSpec {
        var picker = DatePickerSpec(mode: DatePicker.Mode(rawValue: node["datePickerMode"] ?? "") ?? .dateAndTime)
        let text = node.child("date", key: "date")?.text ?? ""
        let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
        if numbers.count >= 5, DatePickerSpec.years.contains(numbers[0]), (1...12).contains(numbers[1]), (1...31).contains(numbers[2]),
           (0...23).contains(numbers[3]), (0...59).contains(numbers[4]) {
            (picker.year, picker.month, picker.day, picker.hour, picker.minute) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
        }
        return picker
    }

    /// `value` moved into `minimum…maximum` as UIKit moves a control's value; unchanged when the range
    /// is inverted (the validator refuses that range, naming both ends).
    private static func clamped(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
        minimum <= maximum ? min(maximum, max(minimum, value)) : value
    }
}
