import AccessibilityTree

/// Decodes a scene file's node tree into a ``SceneFile``, strictly: unknown keys, wrong types and
/// out-of-range values are errors with the file, line and column.
final class SceneDecoder {
    /// Views decoded so far (rows and repeated items counted once per repetition).
    private(set) var viewCount = 0

    /// Counts `count` views, refusing documents beyond ``Limits/maximumViews``.
    func countViews(_ count: Int, at node: SceneNode) throws(SceneLoadError) {
        viewCount += count
        if viewCount > Limits.maximumViews {
            throw SceneLoadError("the scene has more than \(Limits.maximumViews) views; split it or use fewer rows", at: node.location)
        }
    }

    static let topLevelKeys = ["version", "base", "device", "delegate", "root", "presented", "controllers", "extend", "actions"]

    /// Decodes the top level: a complete scene, or an overlay on a storyboard (`base:`).
    func decodeFile(_ node: SceneNode) throws(SceneLoadError) -> SceneFile {
        let reader = try MappingReader(node, what: "the scene", keys: Self.topLevelKeys)
        if let version = reader["version"] {
            guard try ValueReader.int(version, "'version'", in: 1...1000) == 1 else {
                throw SceneLoadError("this loader reads scene format version 1; update a11ysim or write 'version: 1'", at: version.location)
            }
        }
        let device = try reader["device"].map { node throws(SceneLoadError) in try decodeDevice(node) }
        let delegate = try reader["delegate"].map { node throws(SceneLoadError) in try decodeDelegate(node) }
        let presented = try reader["presented"].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'presented'").map { item throws(SceneLoadError) in try decodePresentation(item) }
        } ?? []
        let controllers = try reader["controllers"].map { node throws(SceneLoadError) in try decodeControllers(node) } ?? []
        if let base = try reader.string("base") {
            let overlay = try OverlaySpec(
                base: base, baseLocation: reader["base"]?.location, device: device, delegate: delegate,
                root: reader.string("root"), presented: presented, controllers: controllers,
                extend: reader["extend"].map { node throws(SceneLoadError) in try decodeExtensions(node) } ?? OverlayExtensions(),
                actions: reader["actions"].map { node throws(SceneLoadError) in try decodeActionEffects(node) } ?? [],
                mark: SourceMark(node.location))
            return .overlay(overlay)
        }
        for key in ["extend", "actions"] where reader.has(key) {
            throw SceneLoadError("'\(key)' extends a storyboard and needs 'base: path/to/file.storyboard'", at: reader[key]?.location)
        }
        guard reader.has("root") else {
            throw SceneLoadError("the scene needs 'root:', the id of the controller the window shows", at: node.location)
        }
        var document = SceneDocument(root: try reader.requiredString("root"), mark: SourceMark(node.location))
        document.device = device
        document.delegate = delegate
        document.presented = presented
        document.controllers = controllers
        return .document(document)
    }

    static let deviceKeys = ["idiom", "size", "orientation", "layoutDirection"]

    func decodeDevice(_ node: SceneNode) throws(SceneLoadError) -> Device {
        let reader = try MappingReader(node, what: "the device", keys: Self.deviceKeys)
        let idiom = try reader.choice("idiom", Device.Idiom.self) ?? .phone
        var size = idiom == .pad ? Device.padSize : Device.phoneSize
        if let given = try reader.size("size") {
            for side in [given.width, given.height] where !Limits.screenSides.contains(side) {
                throw SceneLoadError("the device size must be from \(Limits.screenSides.lowerBound.compactText) to \(Limits.screenSides.upperBound.compactText) points on each side, found \(given)", at: reader["size"]?.location)
            }
            size = given
        }
        return Device(portraitSize: size, idiom: idiom,
                      orientation: try reader.choice("orientation", Device.Orientation.self) ?? .portrait,
                      layoutDirection: try reader.choice("layoutDirection", Device.LayoutDirection.self) ?? .leftToRight)
    }

    static let delegateKeys = ["class", "on"]

    func decodeDelegate(_ node: SceneNode) throws(SceneLoadError) -> DelegateSpec {
        let reader = try MappingReader(node, what: "the app delegate", keys: Self.delegateKeys)
        return DelegateSpec(className: try reader.string("class"),
                            behaviours: try reader["on"].map { node throws(SceneLoadError) in try decodeBehaviours(node, owner: .delegate) } ?? Behaviours(),
                            mark: SourceMark(node.location))
    }

    static let presentationKeys = ["controller", "style"]

    func decodePresentation(_ node: SceneNode) throws(SceneLoadError) -> PresentationSpec {
        if case .scalar = node.value {
            return PresentationSpec(controller: try ValueReader.string(node, "a presented controller"), mark: SourceMark(node.location))
        }
        let reader = try MappingReader(node, what: "a presentation", keys: Self.presentationKeys)
        return PresentationSpec(controller: try reader.requiredString("controller"),
                                style: try reader.choice("style", ModalPresentationStyle.self),
                                mark: SourceMark(node.location))
    }
}

/// What a scene file holds: a complete scene, or an overlay on a storyboard.
enum SceneFile {
    case document(SceneDocument)
    case overlay(OverlaySpec)
}
