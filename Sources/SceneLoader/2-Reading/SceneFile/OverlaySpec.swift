import AccessibilityTree

/// A scene file that names a storyboard as its base and adds to it: more controllers, behaviours and
/// data for controllers (by storyboard ID or id) and elements (by accessibilityIdentifier or id), and
/// effects for IBActions (by selector).
struct OverlaySpec {
    var base: String
    var baseLocation: SourceLocation?
    var device: Device?
    var delegate: DelegateSpec?
    var root: String?
    var presented: [PresentationSpec]
    var controllers: [ControllerSpec]
    var extend: OverlayExtensions
    var actions: [ActionEffect]
    var mark: SourceMark
}

/// The `extend:` block: patches for controllers and elements.
struct OverlayExtensions {
    var controllers: [ControllerPatch] = []
    var elements: [ElementPatch] = []
}

/// Additions to a controller found by storyboard ID or id.
struct ControllerPatch {
    var key: String
    var location: SourceLocation
    var title: String?
    var behaviours = Behaviours()
    /// New sections for the controller's first table (rows for a prototype table).
    var sections: [SectionPatch]?
}

/// Additions to the views (and rows) whose accessibilityIdentifier or id is `key`.
struct ElementPatch {
    var key: String
    var location: SourceLocation
    var behaviours = Behaviours()
    var accessibility: AccessibilitySpec?
    var hidden: Bool?
    var sections: [SectionPatch]?
    var actions: [TargetActionSpec] = []
    var onSelect: [Step]?
}

/// A table section given by an overlay; its rows may start from a prototype row of the storyboard.
struct SectionPatch {
    var header: String?
    var footer: String?
    var rows: [RowPatch]
}

/// A row given by an overlay: a prototype (by reuse identifier or id) and the keys that override it.
struct RowPatch {
    var prototype: String?
    var row: RowSpec
    var keys: Set<String>
    var location: SourceLocation
}

/// Steps to run when any control or bar button item sends `selector`.
struct ActionEffect {
    var selector: String
    var steps: [Step]
    var location: SourceLocation
}

extension SceneDecoder {
    static let controllerPatchKeys = ["title", "on", "sections", "rows"]
    static let elementPatchKeys = ["on", "accessibility", "hidden", "sections", "rows", "actions", "onSelect"]

    func decodeExtensions(_ node: SceneNode) throws(SceneLoadError) -> OverlayExtensions {
        let reader = try MappingReader(node, what: "'extend'", keys: ["controllers", "elements"])
        var extensions = OverlayExtensions()
        if let controllers = reader["controllers"] {
            for entry in try entries(controllers, "'extend.controllers'") {
                let patch = try MappingReader(entry.value, what: "the extension of controller '\(entry.key)'", keys: Self.controllerPatchKeys)
                extensions.controllers.append(ControllerPatch(
                    key: entry.key, location: entry.keyLocation, title: try patch.string("title"),
                    behaviours: try patch["on"].map { node throws(SceneLoadError) in try decodeBehaviours(node, owner: .controller) } ?? Behaviours(),
                    sections: try decodeSectionPatches(patch)))
            }
        }
        if let elements = reader["elements"] {
            for entry in try entries(elements, "'extend.elements'") {
                let patch = try MappingReader(entry.value, what: "the extension of element '\(entry.key)'", keys: Self.elementPatchKeys)
                extensions.elements.append(ElementPatch(
                    key: entry.key, location: entry.keyLocation,
                    behaviours: try patch["on"].map { node throws(SceneLoadError) in try decodeBehaviours(node, owner: .element) } ?? Behaviours(),
                    accessibility: try patch["accessibility"].map { node throws(SceneLoadError) in try decodeAccessibility(node) },
                    hidden: try patch.bool("hidden"),
                    sections: try decodeSectionPatches(patch),
                    actions: try patch["actions"].map { node throws(SceneLoadError) in
                        try ValueReader.list(node, "'actions'").map { item throws(SceneLoadError) in try decodeTargetAction(item) }
                    } ?? [],
                    onSelect: try patch["onSelect"].map { node throws(SceneLoadError) in try decodeSteps(node) }))
            }
        }
        return extensions
    }

    func decodeActionEffects(_ node: SceneNode) throws(SceneLoadError) -> [ActionEffect] {
        try entries(node, "'actions'").map { entry throws(SceneLoadError) in
            ActionEffect(selector: entry.key, steps: try decodeSteps(entry.value), location: entry.keyLocation)
        }
    }

    private func entries(_ node: SceneNode, _ what: String) throws(SceneLoadError) -> [SceneNode.Entry] {
        guard case .mapping(let entries) = node.value else { throw ValueReader.mismatch("a mapping for \(what)", node) }
        return entries
    }

    private func decodeSectionPatches(_ reader: MappingReader) throws(SceneLoadError) -> [SectionPatch]? {
        if reader.has("rows") && reader.has("sections") {
            throw SceneLoadError("give 'rows' (one section) or 'sections', not both", at: reader["rows"]?.location)
        }
        if let rows = reader["rows"] { return [SectionPatch(rows: try decodeRowPatches(rows))] }
        guard let sections = reader["sections"] else { return nil }
        return try ValueReader.list(sections, "'sections'").map { node throws(SceneLoadError) in
            let section = try MappingReader(node, what: "a table section", keys: Self.sectionKeys)
            return SectionPatch(header: try section.string("header"), footer: try section.string("footer"),
                                rows: try section["rows"].map { node throws(SceneLoadError) in try decodeRowPatches(node) } ?? [])
        }
    }

    private func decodeRowPatches(_ node: SceneNode) throws(SceneLoadError) -> [RowPatch] {
        try ValueReader.list(node, "'rows'").map { item throws(SceneLoadError) in
            guard case .mapping(let entries) = item.value else {
                return RowPatch(row: try decodeRow(item), keys: ["text"], location: item.location)
            }
            let prototypeNode = entries.first { $0.key == "prototype" }?.value
            let rest = SceneNode(value: .mapping(entries.filter { $0.key != "prototype" }), location: item.location)
            return RowPatch(prototype: try prototypeNode.map { node throws(SceneLoadError) in try ValueReader.string(node, "'prototype'") },
                            row: try decodeRow(rest), keys: Set(entries.map(\.key)).subtracting(["prototype"]), location: item.location)
        }
    }
}
