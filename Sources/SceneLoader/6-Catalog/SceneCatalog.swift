import AccessibilityTree

/// Every scene of an input — its content controllers: view, table, collection and page view
/// controllers — with the way the app most plausibly shows each one:
///
/// - the scenes the initial screen shows open as the initial screen;
/// - a scene inside a container (a navigation controller's root, a tab, a split column, a page, an
///   embed) opens inside that container, which opens by these same rules: that is how UIKit first
///   shows it, even when a segue performed from code also leads to it (a cycle back to a root);
/// - a scene a segue performed from code leads to opens from that segue's source, with the segue's
///   kind (pushed onto the source's navigation controller, presented with its style…);
/// - a scene a segue from a cell or control (or another behaviour) shows opens from that segue's
///   source, with the segue's kind: pushed onto the source's navigation stack, with its back button,
///   as a user who taps the cell reaches it;
/// - a scene nothing leads to opens as the root of a window.
struct SceneCatalog: Sendable {
    /// One scene and its opening.
    struct Entry: Sendable {
        var template: ControllerSpec
        var opening: SceneOpening
        /// Whether the initial screen shows it.
        var isInitial: Bool
        /// Whether it belongs to the files the input stands for (``DocumentSource/sceneFiles``).
        var isOwn: Bool
        /// Whether anything leads to it: a segue or a behaviour that shows it, a container, a
        /// launch presentation. Scenes nothing leads to are the ones to open first: exploring them
        /// reaches the others as the app would.
        var isLedTo: Bool
    }

    /// The kinds that are scenes.
    static let contentKinds: Set<ControllerKind> = [.view, .table, .collection, .pages]

    /// Every scene of the document in definition order, placeholders for unresolved references left out.
    let entries: [Entry]

    init(_ source: DocumentSource) {
        let builder = Builder(source)
        let sceneFiles = Set(source.sceneFiles)
        let initial = builder.initialScene
        entries = source.document.controllers.compactMap { template in
            guard Self.contentKinds.contains(template.kind), !source.placeholderIDs.contains(template.id) else { return nil }
            let own = template.mark.location.map { sceneFiles.contains($0.file) } ?? true
            return Entry(template: template, opening: builder.opening(template.id), isInitial: template.id == initial,
                         isOwn: own, isLedTo: builder.isLedTo(template.id))
        }
    }

    /// Works the openings out from the containment and the segues of a document.
    private struct Builder {
        let document: SceneDocument
        let positions: SceneDocument.ControllerPositions
        /// Each controller's container (the first that holds it).
        var container: [String: String] = [:]
        /// The first segue performed from code to each controller.
        var appSegue: [String: AppSegueSpec] = [:]
        /// The first step of a cell's, control's or controller's behaviour that shows each controller
        /// (a storyboard segue from a cell or control is such a step), with the controller it starts from.
        var shownBy: [String: (source: String, step: Step)] = [:]
        /// The controllers some transition, segue, container or launch presentation leads to.
        var ledTo: Set<String> = []
        /// The document's root and the controllers it presents at launch.
        let launched: Set<String>

        init(_ source: DocumentSource) {
            document = source.document
            let positions = SceneDocument.ControllerPositions(source.document)
            self.positions = positions
            func id(_ name: String) -> String? { positions.template(named: name, in: source.document)?.id }
            for template in document.controllers {
                for child in template.containedControllers.compactMap(id) where child != template.id {
                    if container[child] == nil { container[child] = template.id }
                    ledTo.insert(child)
                }
                for list in template.stepLists {
                    for step in list.steps.flatMap(\.flattened) {
                        if let shown = step.action.shownController.flatMap(id), shown != template.id { ledTo.insert(shown) }
                    }
                    // Only a step that always runs (not one branch of an `if`) opens its controller.
                    for step in list.steps {
                        if let shown = step.action.shownController.flatMap(id), shown != template.id, shownBy[shown] == nil {
                            shownBy[shown] = (template.id, step)
                        }
                    }
                }
            }
            for segue in source.appSegues {
                guard let destination = id(segue.destination) else { continue }
                if appSegue[destination] == nil { appSegue[destination] = segue }
                ledTo.insert(destination)
            }
            launched = Set([document.root] + document.presented.compactMap { id($0.controller) })
            ledTo.formUnion(launched)
        }

        func isLedTo(_ id: String) -> Bool { ledTo.contains(id) }

        /// The scene the initial screen shows: the front-most launch presentation (else the root),
        /// followed into the child each container shows.
        var initialScene: String? {
            var current = document.presented.last.map(\.controller) ?? document.root
            var seen: Set<String> = []
            while let template = positions.template(named: current, in: document), seen.insert(template.id).inserted {
                guard let shown = Self.shownChild(of: template) else { return template.id }
                current = shown
            }
            return nil
        }

        /// The child a container shows when it is made; nil for a scene.
        private static func shownChild(of template: ControllerSpec) -> String? {
            switch template.content {
            case .navigation(let navigation): return navigation.stack.last
            case .tabs(let tabs): return tabs.tabs.indices.contains(tabs.selected) ? tabs.tabs[tabs.selected] : tabs.tabs.first
            case .split(let split): return split.showsSecondary ? split.secondary ?? split.primary : split.primary ?? split.secondary
            default: return nil
            }
        }

        /// How `id` opens (see ``SceneCatalog``).
        func opening(_ id: String) -> SceneOpening {
            var visiting: Set<String> = []
            return opening(id, visiting: &visiting)
        }

        private func opening(_ id: String, visiting: inout Set<String>) -> SceneOpening {
            guard let template = positions.template(withID: id, in: document) else {
                return SceneOpening(root: id, description: "⟨scene \"\(id)\"⟩")
            }
            if launched.contains(id) { return SceneOpening(root: nil, description: name(of: initialScene ?? document.root)) }
            guard visiting.insert(id).inserted else { return ownWindow(template) }
            if let parent = container[id], !visiting.contains(parent), let parentTemplate = positions.template(withID: parent, in: document) {
                var opening = opening(parent, visiting: &visiting)
                if let words = selection(of: id, in: parentTemplate) {
                    opening.moves.append(.select(container: parent, child: id))
                    opening.description += " › " + words
                }
                return opening
            }
            if let segue = appSegue[id], !visiting.contains(segue.source) {
                var opening = opening(segue.source, visiting: &visiting)
                opening.moves.append(.appSegue(segue))
                opening.description += " › ⟨app performs segue \"\(segue.identifier)\"⟩"
                return opening
            }
            if let (source, step) = shownBy[id], !visiting.contains(source) {
                var opening = opening(source, visiting: &visiting)
                opening.moves.append(.show(from: source, step: step))
                opening.description += " › ⟨\(step.action.transitionKind) segue⟩"
                return opening
            }
            return ownWindow(template)
        }

        /// The opening of a controller nothing leads to: the root of a window.
        private func ownWindow(_ template: ControllerSpec) -> SceneOpening {
            let words = template.storyboardID.map { "⟨storyboard ID \"\($0)\"⟩" } ?? "⟨scene \"\(name(of: template.id))\"⟩"
            return SceneOpening(root: template.id, description: words)
        }

        /// How a path says that `container` shows `child`; nil when it shows it as soon as it is made
        /// (a navigation controller's top, a selected tab, an embedded controller).
        private func selection(of child: String, in container: ControllerSpec) -> String? {
            func named(_ name: String) -> String? { positions.template(named: name, in: document)?.id }
            switch container.content {
            case .navigation(let navigation):
                return named(navigation.stack.last ?? "") == child ? nil : "⟨back to \"\(name(of: child))\"⟩"
            case .tabs(let tabs):
                guard let index = tabs.tabs.firstIndex(where: { named($0) == child }), index != tabs.selected else { return nil }
                let title = positions.template(withID: child, in: document).flatMap { $0.tabBarItem?.title } ?? name(of: child)
                return "⟨tab \"\(title)\"⟩"
            case .split(let split):
                if named(split.secondary ?? "") == child, !split.showsSecondary { return "⟨detail \"\(name(of: child))\"⟩" }
                if named(split.primary ?? "") == child, split.showsSecondary { return "⟨primary \"\(name(of: child))\"⟩" }
                return nil
            case .pages(let pages):
                guard let index = pages.pages.firstIndex(where: { named($0) == child }), index != pages.current else { return nil }
                return "⟨page \(index + 1)⟩"
            default:
                return nil
            }
        }

        /// A controller's name in paths: its navigation title, title, storyboard ID, class or id; for a
        /// container, the name of the child it shows.
        func name(of id: String) -> String {
            var current = id
            var seen: Set<String> = []
            while let template = positions.template(named: current, in: document), seen.insert(template.id).inserted {
                if let shown = Self.shownChild(of: template) {
                    current = shown
                    continue
                }
                return template.navigationItem?.title ?? template.title ?? template.storyboardID ?? template.className ?? template.id
            }
            return id
        }
    }
}
