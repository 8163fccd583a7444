import AccessibilityTree

/// Maps one Interface Builder document (a storyboard or a modern xib) to scene controllers.
///
/// Ids are the document's own object ids, prefixed for every file but the first so that several
/// storyboards can share one scene. Storyboard references are resolved through the
/// ``StoryboardLibrary``.
final class IBMapper {
    let root: XMLNode
    /// The file's path as messages show it.
    let file: String
    /// Prepended to every controller id of this file ("" for the first file).
    let prefix: String
    /// `unowned`: the library creates every mapper and keeps it in its `mappers` for its own
    /// lifetime, so the library outlives each mapper (and a strong reference would be a cycle).
    unowned let library: StoryboardLibrary
    private(set) var warnings: [SceneDiagnostic] = []
    private(set) var controllers: [ControllerSpec] = []
    /// The segues the app performs from code, by the controller they start from.
    private(set) var appSegues: [AppSegueSpec] = []
    /// The ids of the empty controllers standing in for references that could not be resolved.
    private(set) var placeholderIDs: Set<String> = []
    /// The controllers standing for a xib's File's Owner, and those of them that are no view
    /// controller (no class: an object that only loads the nib).
    var filesOwnerIDs: Set<String> = []
    var notViewControllerIDs: Set<String> = []
    /// Every element with an id.
    private(set) var index: [String: XMLNode] = [:]
    /// Storyboard IDs to controller ids.
    private(set) var storyboardIDs: [String: String] = [:]
    /// The id of the initial controller, once known.
    private(set) var initialControllerID: String?
    /// Views a base size class does not install (`<variation key="default">` excludes).
    private(set) var excludedViews: Set<String> = []
    /// Constraints the base size class does not install, and the size classes that include or
    /// exclude constraints (`<mask key="constraints">` of a `<variation>`), by constraint id.
    private(set) var excludedConstraints: Set<String> = []
    private(set) var constraintVariations: [String: [SizeClassVariation]] = [:]
    private var resolvedPlaceholders: [String: String] = [:]
    /// The sizes of the document's images, for intrinsic sizes (docs/layout.md).
    let imageSizes: [String: Size]
    /// The intrinsic sizes Interface Builder measured for designable views, by view id.
    let designableSizes: [String: Size]
    /// The iOS whose controls the Xcode that saved the file draws (``ControlDesign``).
    let controlDesign: ControlDesign

    /// The controller elements Interface Builder writes, with the kind each maps to.
    static let controllerElements: [String: ControllerKind] = [
        "viewController": .view, "tableViewController": .table, "collectionViewController": .collection,
        "navigationController": .navigation, "tabBarController": .tabs, "splitViewController": .split,
        "pageViewController": .pages, "glkViewController": .view, "avPlayerViewController": .view,
        "hostingController": .view,
    ]

    /// Indexes the document of `root`, which has `elementCount` elements (at most that many ids).
    init(root: XMLNode, elementCount: Int, file: String, prefix: String, library: StoryboardLibrary) throws(SceneLoadError) {
        self.root = root
        self.file = file
        self.prefix = prefix
        self.library = library
        self.imageSizes = Self.imageSizes(in: root)
        self.designableSizes = Self.designableSizes(in: root)
        self.controlDesign = Self.controlDesign(of: root)
        // Every element in document order (the second of two equal ids is the one reported), walked
        // with a stack instead of first listing them all, into locals: a stored property written in
        // the loop paid the runtime's exclusivity check for every element.
        var index: [String: XMLNode] = [:]
        index.reserveCapacity(elementCount)
        var excludedViews: Set<String> = []
        var excludedConstraints: Set<String> = []
        var constraintVariations: [String: [SizeClassVariation]] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            if let id = node["id"] {
                if let first = index[id] {
                    throw SceneLoadError("the Interface Builder id '\(id)' is used twice (first at \(first.location.line):\(first.location.column)); ids must be unique — the file may be corrupted, re-save it in Xcode", at: node.location)
                }
                index[id] = node
            }
            if node.name == "variation", node["key"] == "default" {
                for mask in node.children("mask") where mask["key"] == "subviews" {
                    for exclude in mask.children("exclude") { if let id = exclude["reference"] { excludedViews.insert(id) } }
                }
            }
            if node.name == "variation", let key = node["key"] {
                for mask in node.children("mask") where mask["key"] == "constraints" {
                    for change in mask.children where change.name == "include" || change.name == "exclude" {
                        guard let id = change["reference"] else { continue }
                        if key == "default" {
                            if change.name == "exclude" { excludedConstraints.insert(id) }
                        } else if let variation = SizeClassVariation(key: key, installed: change.name == "include") {
                            constraintVariations[id, default: []].append(variation)
                        }
                    }
                }
            }
        }
        self.index = index
        self.excludedViews = excludedViews
        self.excludedConstraints = excludedConstraints
        self.constraintVariations = constraintVariations
        for node in controllerNodes {
            guard let id = node["id"] else { continue }
            if let storyboardID = node["storyboardIdentifier"], storyboardIDs[storyboardID] == nil {
                storyboardIDs[storyboardID] = prefix + id
            }
        }
        if let initial = root["initialViewController"] { initialControllerID = prefix + initial }
    }

    /// The controller elements of the document, in order (scenes of a storyboard, top-level objects of a xib).
    var controllerNodes: [XMLNode] {
        let objects = root.child("scenes")?.children("scene").flatMap { $0.child("objects")?.children ?? [] }
            ?? root.child("objects")?.children ?? []
        return objects.filter(Self.isController)
    }

    static func isController(_ node: XMLNode) -> Bool {
        node.name != "viewControllerPlaceholder" && (controllerElements[node.name] != nil || node["sceneMemberID"] == "viewController")
    }

    func warn(_ message: String, at node: XMLNode) {
        warnings.append(SceneDiagnostic(location: node.location, message: message))
    }

    func add(_ controller: ControllerSpec) {
        controllers.append(controller)
    }

    func add(_ segue: AppSegueSpec) {
        appSegues.append(segue)
    }

    /// Maps every controller of the document; the initial controller is resolved (a reference to
    /// another storyboard included), else the first controller nothing contains is used.
    func map() throws(SceneLoadError) {
        for node in controllerNodes { try mapController(node) }
        if root.child("scenes") == nil { try mapXibContents() }
        notePushes()
        initialControllerID = nil
        if let initial = root["initialViewController"] {
            if let node = index[initial], node.name == "viewControllerPlaceholder" {
                initialControllerID = try resolvePlaceholder(node)
            } else if let node = index[initial], Self.isController(node) {
                initialControllerID = prefix + initial
            } else {
                warn("the initial view controller '\(initial)' does not exist in this file", at: root)
            }
        }
        if initialControllerID == nil {
            let contained = Set(controllers.flatMap(\.containedControllers))
            initialControllerID = controllers.first { !contained.contains($0.id) }?.id ?? controllers.first?.id
            if let id = initialControllerID, root.child("scenes") != nil {
                warnings.append(SceneDiagnostic(location: root.location, message: "the storyboard has no initial view controller; showing '\(id)', the first scene nothing contains"))
            }
        }
    }

    /// Tells each controller a show or push segue leads to which controller pushes it, so that its
    /// layout gets the navigation bar of the stack it is pushed onto (docs/layout.md).
    private func notePushes() {
        var pushers: [String: String] = [:]
        for node in controllerNodes {
            guard let source = node["id"] else { continue }
            var stack = [node]
            while let current = stack.popLast() {
                stack.append(contentsOf: current.children)
                guard current.name == "segue", ["show", "push"].contains(current["kind"] ?? "show"),
                      let destination = current["destination"], pushers[prefix + destination] == nil else { continue }
                pushers[prefix + destination] = prefix + source
            }
        }
        for index in controllers.indices {
            guard let pusher = pushers[controllers[index].id] else { continue }
            controllers[index].mutateRootView { $0.layout.pushedBy = pusher }
        }
    }

    /// The controller id a segue or relationship destination stands for (references resolved).
    func destinationController(_ ibID: String?, from node: XMLNode) throws(SceneLoadError) -> String? {
        guard let ibID, let destination = index[ibID] else {
            warn("the segue's destination '\(ibID ?? "")' does not exist in this file; the segue is ignored", at: node)
            return nil
        }
        if destination.name == "viewControllerPlaceholder" { return try resolvePlaceholder(destination) }
        guard Self.isController(destination) else {
            if destination.name != "exit" { warn("the segue's destination <\(destination.name)> is not a view controller; the segue is ignored", at: node) }
            return nil
        }
        return prefix + ibID
    }

    /// Resolves a storyboard reference: another storyboard in the folder, or this one; a missing file
    /// becomes an empty placeholder controller with a warning.
    func resolvePlaceholder(_ node: XMLNode) throws(SceneLoadError) -> String {
        let placeholderID = prefix + (node["id"] ?? "")
        if let resolved = resolvedPlaceholders[placeholderID] { return resolved }
        let identifier = node["referencedIdentifier"]
        var resolved: String?
        if let name = node["storyboardName"] {
            resolved = try library.controllerID(storyboard: name, identifier: identifier, referencedFrom: node, by: self)
        } else if let identifier {
            resolved = storyboardIDs[identifier]
            if resolved == nil { warn("the reference names the storyboard ID '\(identifier)', which this storyboard does not have", at: node) }
        }
        if resolved == nil {
            var stub = ControllerSpec(id: placeholderID, content: .view(nil), mark: SourceMark(node.location))
            stub.title = identifier ?? node["storyboardName"]
            stub.storyboardID = identifier
            add(stub)
            placeholderIDs.insert(placeholderID)
            resolved = placeholderID
        }
        resolvedPlaceholders[placeholderID] = resolved
        return resolved ?? placeholderID
    }

    /// A name for a controller element, for transcripts ("performs segue show to Detail").
    func displayName(ofController ibID: String?) -> String {
        guard let ibID, let node = index[ibID] else { return ibID ?? "?" }
        if node.name == "viewControllerPlaceholder" {
            return node["referencedIdentifier"] ?? node["storyboardName"] ?? ibID
        }
        return node.child("navigationItem", key: "navigationItem")?["title"] ?? node["title"]
            ?? node["storyboardIdentifier"] ?? node["customClass"] ?? ibID
    }

    /// The class an action's target stands for: the custom class of the destination, its UIKit class,
    /// or nil for the first responder.
    func targetClassName(_ ibID: String?) -> String? {
        guard let ibID, let node = index[ibID] else { return nil }
        if node.name == "placeholder" {
            return node["placeholderIdentifier"] == "IBFirstResponder" ? nil : node["customClass"] ?? "NSObject"
        }
        return className(of: node)
    }

    /// The class an element stands for: its custom class, else its UIKit class.
    func className(of node: XMLNode) -> String {
        if let custom = node["customClass"] { return custom }
        if let kind = Self.controllerElements[node.name] { return kind.uiKitClassName }
        return "UI" + node.name.prefix(1).uppercased() + node.name.dropFirst()
    }
}
