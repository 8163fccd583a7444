import AccessibilityTree

extension SceneDecoder {
    static let accessibilityKeys = [
        "label", "value", "hint", "traits", "identifier", "isElement", "elementsHidden", "viewIsModal",
        "groupsChildren", "containerType", "dataTableCell", "dataTable", "language", "customActions", "customRotors", "customContent", "elements",
        "userInputLabels", "frame", "activationPoint", "respondsToUserInteraction",
    ]

    func decodeAccessibility(_ node: SceneNode) throws(SceneLoadError) -> AccessibilitySpec {
        let reader = try MappingReader(node, what: "'accessibility'", keys: Self.accessibilityKeys)
        var spec = AccessibilitySpec()
        spec.label = try reader.string("label")
        spec.value = try reader.string("value")
        spec.hint = try reader.string("hint")
        if let traits = reader["traits"] { spec.traits = try decodeTraits(traits) }
        spec.identifier = try reader.string("identifier")
        spec.isElement = try reader.bool("isElement")
        spec.elementsHidden = try reader.bool("elementsHidden")
        spec.viewIsModal = try reader.bool("viewIsModal")
        spec.groupsChildren = try reader.bool("groupsChildren")
        spec.containerType = try reader.choice("containerType", AccessibilityContainerType.self)
        spec.dataTableCell = try reader["dataTableCell"].map { node throws(SceneLoadError) in try decodeDataTableCell(node) }
        spec.dataTable = try reader["dataTable"].map { node throws(SceneLoadError) in try decodeDataTable(node) }
        spec.language = try reader.string("language")
        spec.customActions = try reader["customActions"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'customActions'").map { item throws(SceneLoadError) in
                let action = try MappingReader(item, what: "a custom action", keys: ["name", "do"])
                return CustomActionSpec(name: try action.requiredString("name"),
                                        steps: try action["do"].map { node throws(SceneLoadError) in try decodeSteps(node) } ?? [],
                                        mark: SourceMark(item.location))
            }
        } ?? []
        spec.customRotors = try reader["customRotors"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'customRotors'").map { item throws(SceneLoadError) in
                let rotor = try MappingReader(item, what: "a custom rotor", keys: ["name", "items"])
                return RotorSpec(name: try rotor.requiredString("name"), items: try rotor.strings("items") ?? [], mark: SourceMark(item.location))
            }
        } ?? []
        spec.customContent = try reader["customContent"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'customContent'").map { item throws(SceneLoadError) in
                let content = try MappingReader(item, what: "custom content", keys: ["label", "value", "importance"])
                return AccessibilityCustomContent(
                    label: try content.requiredString("label"), value: try content.requiredString("value"),
                    importance: try content.choice("importance", AccessibilityCustomContent.Importance.self) ?? .default)
            }
        } ?? []
        spec.elements = try reader.strings("elements")
        spec.userInputLabels = try reader.strings("userInputLabels") ?? []
        spec.frame = try reader.rect("frame")
        spec.activationPoint = try reader.point("activationPoint")
        spec.respondsToUserInteraction = try reader.bool("respondsToUserInteraction")
        return spec
    }

    /// A list of trait names, e.g. `[button, selected]`.
    func decodeTraits(_ node: SceneNode) throws(SceneLoadError) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for item in try ValueReader.list(node, "'traits'") {
            let name = try ValueReader.string(item, "a trait")
            guard let trait = AccessibilityTraits(name: name) else {
                let names = AccessibilityTraits.named.map(\.name)
                var message = "unknown trait '\(name)'"
                if let closest = MappingReader.closest(to: name, in: names) { message += " (did you mean '\(closest)'?)" }
                throw SceneLoadError(message + "; expected one of: \(names.joined(separator: ", "))", at: item.location)
            }
            traits.insert(trait)
        }
        return traits
    }
}
