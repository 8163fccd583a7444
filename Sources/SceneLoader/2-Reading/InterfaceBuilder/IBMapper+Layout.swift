import AccessibilityTree

extension IBMapper {
    /// A view's Auto Layout: its constraints (placeholders left out: Interface Builder removes them
    /// at build time), layout guides, priorities, margins and the sizes its intrinsic size needs.
    func mapLayout(of node: XMLNode) throws(SceneLoadError) -> ViewLayoutSpec {
        var layout = ViewLayoutSpec()
        // A view Interface Builder marks `fixedFrame` gets constraints holding its saved frame at build
        // time, which is what a translated autoresizing mask does on the device it was designed on.
        layout.translatesAutoresizingMask = node.flag("fixedFrame") == true || (node.flag("translatesAutoresizingMaskIntoConstraints") ?? true)
        layout.misplaced = node.flag("misplaced") ?? false
        layout.ambiguous = node.flag("ambiguous") ?? false
        layout.hugging = AxisPriorities(horizontal: try priority(node, "horizontalHuggingPriority") ?? 250,
                                        vertical: try priority(node, "verticalHuggingPriority") ?? 250)
        layout.compressionResistance = AxisPriorities(horizontal: try priority(node, "horizontalCompressionResistancePriority") ?? 750,
                                                      vertical: try priority(node, "verticalCompressionResistancePriority") ?? 750)
        if let margins = node.child("edgeInsets", key: "layoutMargins") {
            layout.layoutMargins = EdgeInsets(top: try IBValues.number(margins, "top") ?? 0, left: try IBValues.number(margins, "left") ?? 0,
                                              bottom: try IBValues.number(margins, "bottom") ?? 0, right: try IBValues.number(margins, "right") ?? 0)
        } else if let margins = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            layout.layoutMargins = EdgeInsets(top: try IBValues.number(margins, "top") ?? 0, left: try IBValues.number(margins, "leading") ?? 0,
                                              bottom: try IBValues.number(margins, "bottom") ?? 0, right: try IBValues.number(margins, "trailing") ?? 0)
        }
        for guide in node.children("viewLayoutGuide") {
            guard let id = guide["id"], let kind = LayoutGuideKind(rawValue: guide["key"] ?? "") else { continue }
            layout.guides[id] = kind
        }
        if node.name == "stackView" {
            layout.stack = StackLayout(distribution: StackLayout.Distribution(rawValue: node["distribution"] ?? "") ?? .fill,
                                       alignment: Self.stackAlignment(node["alignment"]),
                                       marginsRelative: node.flag("layoutMarginsRelativeArrangement") ?? false)
        }
        if ["button", "textField", "textView"].contains(node.name) {
            layout.font = try IBValues.font(node) ?? Self.defaultTitleFont(node)
            layout.adjustsFontForContentSizeCategory = node.flag("adjustsFontForContentSizeCategory") ?? Self.titleAdjustsByDefault(node)
            layout.scrollEnabled = node.name != "textView" || (node.flag("scrollEnabled") ?? true)
            layout.contentInsets = try Self.insets(node, "contentEdgeInsets") ?? Self.configurationInsets(node)
            layout.titleInsets = try Self.insets(node, "titleEdgeInsets")
            layout.titleMayWrap = node.name == "button" && Self.titleMayWrap(node)
            layout.isSystemButton = node.name == "button" && ["system", "roundedRect"].contains(node["buttonType"] ?? "")
        }
        layout.largeIndicator = node.name == "activityIndicatorView" && ["whiteLarge", "large"].contains(node["style"] ?? "")
        if ["switch", "stepper", "segmentedControl"].contains(node.name) { layout.controlDesign = controlDesign }
        let image = node.name == "button" ? node.children("state").first { $0["key"] == "normal" }.flatMap { IBValues.image($0) } : IBValues.image(node)
        layout.imageSize = image.flatMap { imageSizes[$0] }
        if let id = node["id"], let size = designableSizes[id] {
            layout.designedIntrinsicWidth = size.width
            layout.designedIntrinsicHeight = size.height
        } else {
            // "infinite" (no placeholder on that axis) is not a number, so it reads as none.
            layout.designedIntrinsicWidth = node["placeholderIntrinsicWidth"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            layout.designedIntrinsicHeight = node["placeholderIntrinsicHeight"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        for constraint in node.child("constraints")?.children("constraint") ?? [] where constraint.flag("placeholder") != true {
            if let mapped = try mapConstraint(constraint) { layout.constraints.append(mapped) }
        }
        return layout
    }

    /// One constraint; nil, with a warning, when it names an attribute UIKit does not have.
    private func mapConstraint(_ node: XMLNode) throws(SceneLoadError) -> LayoutConstraintSpec? {
        guard let first = node["firstAttribute"].flatMap(LayoutAttribute.init(rawValue:)) else {
            warn("a constraint with the attribute '\(node["firstAttribute"] ?? "")' is left out: it is not a UIKit layout attribute", at: node)
            return nil
        }
        var constraint = LayoutConstraintSpec(id: node["id"], firstItem: node["firstItem"], firstAttribute: first, mark: SourceMark(node.location))
        if let second = node["secondAttribute"] {
            guard let attribute = LayoutAttribute(rawValue: second) else {
                warn("a constraint with the attribute '\(second)' is left out: it is not a UIKit layout attribute", at: node)
                return nil
            }
            constraint.secondAttribute = attribute
            constraint.secondItem = node["secondItem"]
        }
        constraint.relation = LayoutConstraintSpec.Relation(rawValue: node["relation"] ?? "") ?? .equal
        constraint.constant = try IBValues.number(node, "constant") ?? 0
        constraint.priority = try priority(node, "priority") ?? 1000
        if let id = node["id"] {
            constraint.installedInBase = !excludedConstraints.contains(id)
            constraint.variations = constraintVariations[id] ?? []
        }
        for variation in node.children("variation") {
            guard let key = variation["key"], let constant = try IBValues.number(variation, "constant"),
                  let changed = SizeClassVariation(key: key, constant: constant) else { continue }
            constraint.variations.append(changed)
        }
        if let multiplier = node["multiplier"] {
            // Interface Builder writes a ratio as "16:9".
            let parts = multiplier.split(separator: ":").map { Double($0) }
            guard parts.count <= 2, let numerator = parts.first ?? nil, let denominator = parts.count == 2 ? parts[1] : 1,
                  numerator.isFinite, denominator.isFinite, denominator != 0 else {
                throw SceneLoadError("the constraint's multiplier '\(multiplier)' is not a number or a ratio like 16:9; re-save the file in Xcode", at: node.location)
            }
            constraint.multiplier = numerator / denominator
        }
        return constraint
    }

    /// A layout priority attribute, between 1 and 1000.
    private func priority(_ node: XMLNode, _ attribute: String) throws(SceneLoadError) -> Double? {
        try IBValues.number(node, attribute).map { min(1000, max(1, $0)) }
    }

    /// A stack view's alignment as Interface Builder writes it (`top` and `bottom` for a horizontal stack).
    private static func stackAlignment(_ value: String?) -> StackLayout.Alignment {
        switch value {
        case "top", "leading": return .leading
        case "bottom", "trailing": return .trailing
        case "center": return .center
        case "firstBaseline": return .firstBaseline
        case "lastBaseline", "baseline": return .lastBaseline
        default: return .fill
        }
    }

    /// The height of a bar Interface Builder simulates on a controller (`<nil>`: none; absent: it infers
    /// one from the containers, nil here).
    static func simulatedBarHeight(_ node: XMLNode?) -> Double? {
        switch node?.name {
        case "nil": return 0
        case "simulatedNavigationBarMetrics": return Metrics.navigationBarHeight + (node?.flag("prompted") == true ? Metrics.navigationPromptHeight : 0)
        case "simulatedTabBarMetrics": return Metrics.tabBarHeight
        case "simulatedToolbarMetrics": return Metrics.toolbarHeight
        default: return nil
        }
    }

    /// The controls of the Xcode that saved the document: the version of the Cocoa Touch plug-in
    /// its `<dependencies>` name (the document's `toolsVersion` is not always Xcode's: tools that
    /// rewrite files write their own).
    static func controlDesign(of root: XMLNode) -> ControlDesign {
        let plugin = root.child("dependencies")?.children("plugIn").first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return ControlDesign(pluginVersion: plugin?["version"].flatMap(Double.init))
    }

    /// The sizes of the document's images (`<resources><image name= width= height=>`).
    static func imageSizes(in root: XMLNode) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for image in root.child("resources")?.children("image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init),
                  width.isFinite, height.isFinite, width >= 0, height >= 0 else { continue }
            sizes[name] = Size(width: width, height: height)
        }
        return sizes
    }

    /// Whether a button's title follows the text size: Interface Builder has no switch for it on a
    /// button, so it is the user-defined runtime attribute `titleLabel.adjustsFontForContentSizeCategory`.
    static func titleLabelAdjusts(_ node: XMLNode) -> Bool {
        let attributes = node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        return attributes.contains { $0["keyPath"] == "titleLabel.adjustsFontForContentSizeCategory" && ($0["value"] ?? $0.child(key: "value")?["value"]) == "YES" }
    }

    /// The font of a button's title when Interface Builder writes none: UIKit's default for a button
    /// of the default style, the system font at 15 pt, which Xcode leaves out of the file; for a
    /// button configuration's title (`<buttonConfiguration>`) of the default size, the Body text
    /// style (17 pt at the default text size), which follows the text size (docs/layout.md,
    /// "Dynamic Type"). Nil for a configuration of another size or with a title font or attributed
    /// title of its own (not read), and for other views.
    static func defaultTitleFont(_ node: XMLNode) -> Font? {
        guard node.name == "button" else { return nil }
        guard let configuration = node.child("buttonConfiguration", key: "configuration") else { return .system(15) }
        return isDefaultConfiguration(configuration) ? .preferred(.body) : nil
    }

    /// Whether a `<buttonConfiguration>` keeps UIKit's default size and title font.
    static func isDefaultConfiguration(_ configuration: XMLNode) -> Bool {
        configuration["buttonSize"] == nil
            && !configuration.children.contains { $0.name == "fontDescription" || $0["key"] == "attributedTitle" }
    }

    /// Whether a button's title adjusts to the text size when the file does not say: a configuration's
    /// title of the default font does (UIKit scales it), else only by the runtime attribute.
    static func titleAdjustsByDefault(_ node: XMLNode) -> Bool {
        if node.name == "button", let configuration = node.child("buttonConfiguration", key: "configuration") {
            return isDefaultConfiguration(configuration)
        }
        return titleLabelAdjusts(node)
    }

    /// Whether a button's title may take more lines or shrink: word and character wrapping (the
    /// truncating modes and clipping cut it off), a configuration's title (its `titleLineBreakMode`
    /// is word wrapping by default), or a runtime attribute on its `titleLabel` that decides how it fits.
    static func titleMayWrap(_ node: XMLNode) -> Bool {
        let attributes = node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        return ["wordWrap", "characterWrap"].contains(node["lineBreakMode"] ?? "")
            || node.child("buttonConfiguration", key: "configuration") != nil
            || attributes.contains { ["titleLabel.numberOfLines", "titleLabel.lineBreakMode", "titleLabel.adjustsFontSizeToFitWidth"].contains($0["keyPath"] ?? "") }
    }

    /// A button's `<inset key="…">` (`contentEdgeInsets`, `titleEdgeInsets`), when the file gives it.
    static func insets(_ node: XMLNode, _ key: String) throws(SceneLoadError) -> EdgeInsets? {
        guard let insets = node.children("inset").first(where: { $0["key"] == key }) else { return nil }
        return EdgeInsets(top: try IBValues.number(insets, "minY") ?? 0, left: try IBValues.number(insets, "minX") ?? 0,
                          bottom: try IBValues.number(insets, "maxY") ?? 0, right: try IBValues.number(insets, "maxX") ?? 0)
    }

    /// A button configuration's content insets: UIKit's for the default (medium) size, 7 pt above and
    /// below and 12 each side, which Interface Builder leaves out of the file (docs/layout.md, "Dynamic
    /// Type"); nil for a button without a configuration, or one whose configuration gives its own.
    static func configurationInsets(_ node: XMLNode) -> EdgeInsets? {
        guard node.name == "button", let configuration = node.child("buttonConfiguration", key: "configuration"),
              isDefaultConfiguration(configuration), !configuration.children.contains(where: { $0["key"] == "contentInsets" }) else { return nil }
        return EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    }
}
