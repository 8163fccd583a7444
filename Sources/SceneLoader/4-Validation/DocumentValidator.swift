import AccessibilityTree

/// Checks a document before anything is built, so that the model's preconditions can never trap:
/// every reference resolves, nothing contains itself, no controller is on screen twice at launch,
/// ids are unique, values are in range and sizes are sane. The first problem is thrown with the
/// location of what is wrong.
struct DocumentValidator {
    let document: SceneDocument
    /// The element ids of each controller template (views, rows, items, bar button items).
    private(set) var elementIDs: [String: Set<String>] = [:]

    /// The deepest nesting of containers (a navigation controller in a tab in a split…).
    static let maximumNesting = 32

    /// The controllers' positions, so that each check looks a controller up instead of searching.
    private let positions: SceneDocument.ControllerPositions

    init(document: SceneDocument) {
        self.document = document
        positions = SceneDocument.ControllerPositions(document)
    }

    /// The controller whose id is `id`.
    private func template(withID id: String) -> ControllerSpec? {
        positions.template(withID: id, in: document)
    }

    /// The controller named by id, else by storyboard ID.
    private func template(named name: String) -> ControllerSpec? {
        positions.template(named: name, in: document)
    }

    mutating func validate() throws(SceneLoadError) {
        try checkControllerIDs()
        guard let root = template(withID: document.root) else {
            throw SceneLoadError("'root: \(document.root)' names no controller; the controllers are: \(listed(document.controllers.map(\.id)))", at: document.mark.location)
        }
        for controller in document.controllers {
            elementIDs[controller.id] = try ViewValidator.collectIDs(in: controller)
        }
        for controller in document.controllers { try checkContainment(controller) }
        try checkCycles()
        try checkLaunchHierarchy(root: root)
        var views = 0
        let steps = StepValidator(document: document, elementIDs: elementIDs, positions: positions)
        for position in document.controllers.indices {
            let controller = document.controllers[position]
            try ViewValidator(controller: controller, elementIDs: elementIDs[controller.id] ?? []).validate(&views)
            try steps.validateController(at: position)
        }
        if let delegate = document.delegate { try steps.validate(delegate.behaviours) }
    }

    private func listed(_ ids: [String]) -> String {
        ids.isEmpty ? "none" : ids.prefix(30).joined(separator: ", ") + (ids.count > 30 ? ", …" : "")
    }

    private func checkControllerIDs() throws(SceneLoadError) {
        var seen: [String: SourceMark] = [:]
        for controller in document.controllers {
            if let first = seen[controller.id] {
                throw SceneLoadError("the controller id '\(controller.id)' is defined twice (first at \(first.location?.description ?? "?")); ids must be unique", at: controller.mark.location)
            }
            seen[controller.id] = controller.mark
        }
    }

    /// Contained controllers exist and may be contained (alerts are only presented); selected tabs and
    /// pages exist.
    private func checkContainment(_ controller: ControllerSpec) throws(SceneLoadError) {
        for id in controller.containedControllers {
            guard let child = template(withID: id) else {
                throw SceneLoadError("controller '\(controller.id)' contains '\(id)', which is not defined; the controllers are: \(listed(document.controllers.map(\.id)))", at: controller.mark.location)
            }
            if child.kind == .alert {
                throw SceneLoadError("alert '\(id)' is contained by '\(controller.id)'; alerts can only be presented (use a 'present' step)", at: controller.mark.location)
            }
        }
        switch controller.content {
        case .tabs(let tabs) where !tabs.tabs.isEmpty && tabs.selected >= tabs.tabs.count:
            throw SceneLoadError("tab bar controller '\(controller.id)' selects tab \(tabs.selected) but has \(tabs.tabs.count) tabs (tabs count from 0)", at: controller.mark.location)
        case .pages(let pages) where !pages.pages.isEmpty && pages.current >= pages.pages.count:
            throw SceneLoadError("page view controller '\(controller.id)' shows page \(pages.current) but has \(pages.pages.count) pages (pages count from 0)", at: controller.mark.location)
        default:
            break
        }
    }

    /// No controller contains itself, directly or through others, and containers nest at most
    /// ``maximumNesting`` deep.
    private func checkCycles() throws(SceneLoadError) {
        var finished: Set<String> = []
        var heights: [String: Int] = [:]
        for controller in document.controllers where !finished.contains(controller.id) {
            var path: [String] = []
            var onPath: Set<String> = []
            var stack: [(id: String, children: [String], next: Int)] = [(controller.id, controller.containedControllers, 0)]
            path.append(controller.id)
            onPath.insert(controller.id)
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next >= stack[top].children.count {
                    let height = 1 + (stack[top].children.compactMap { heights[$0] }.max() ?? 0)
                    if height > Self.maximumNesting {
                        throw SceneLoadError("controllers are nested more than \(Self.maximumNesting) deep below '\(stack[top].id)'; flatten the hierarchy", at: template(withID: stack[top].id)?.mark.location)
                    }
                    heights[stack[top].id] = height
                    finished.insert(stack[top].id)
                    onPath.remove(stack[top].id)
                    path.removeLast()
                    stack.removeLast()
                    continue
                }
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                if onPath.contains(child) {
                    let cycle = path.drop { $0 != child } + [child]
                    throw SceneLoadError("controller '\(child)' contains itself: \(cycle.joined(separator: " → ")); a controller cannot embed itself", at: template(withID: child)?.mark.location)
                }
                guard !finished.contains(child), let spec = template(withID: child) else { continue }
                path.append(child)
                onPath.insert(child)
                stack.append((child, spec.containedControllers, 0))
            }
        }
    }

    /// At launch each controller is on screen at most once: in the root's hierarchy or presented.
    private func checkLaunchHierarchy(root: ControllerSpec) throws(SceneLoadError) {
        var placed: [String: String] = [:]
        func place(_ id: String, as role: String, at mark: SourceMark) throws(SceneLoadError) {
            if let earlier = placed[id] {
                throw SceneLoadError("controller '\(id)' would be on screen twice at launch (\(earlier) and \(role)); a controller instance has one place — define a second controller for the other", at: mark.location)
            }
            placed[id] = role
            guard let spec = template(withID: id) else { return }
            for child in spec.containedControllers { try place(child, as: "inside '\(id)'", at: spec.mark) }
        }
        try place(root.id, as: "the root", at: root.mark)
        for (index, presentation) in document.presented.enumerated() {
            guard let spec = template(named: presentation.controller) else {
                throw SceneLoadError("'presented' names '\(presentation.controller)', which is not defined", at: presentation.mark.location)
            }
            if spec.kind == .alert && index < document.presented.count - 1 {
                throw SceneLoadError("alert '\(spec.id)' is presented before other controllers; an alert can only be the last presentation", at: presentation.mark.location)
            }
            try place(spec.id, as: "presented", at: presentation.mark)
        }
    }
}
