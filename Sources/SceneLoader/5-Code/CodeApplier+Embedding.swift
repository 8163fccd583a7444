import AccessibilityTree

/// Controllers embedded in code (`addChild` + `view.addSubview(child.view)`, docs/code.md, "View
/// controllers built in code") are container views of the parent's scene. A scene is one controller
/// instance with one place, but code can embed one class several times (three instances of a step
/// controller), in a cycle (two controllers each embedding the other, on different paths) or deeper
/// than the document's nesting bound, none of which the document can hold: such an embedding is left
/// out, saying so.
extension CodeApplier {
    /// Turns each container view made in code into a plain view when its controller — or one it
    /// contains, directly or through others — is already inside the controller holding it, is that
    /// controller, or would nest controllers deeper than ``DocumentValidator/maximumNesting``.
    /// Controllers are taken last first, so of a cycle the embedding by the controller that comes
    /// first in the document is kept; within a controller, the first embedding of a class is kept.
    /// Gives the explanation's notes.
    static func leaveOutImpossibleEmbeddings(in document: inout SceneDocument) -> [String] {
        var notes: [String] = []
        for index in document.controllers.indices.reversed() {
            let parent = document.controllers[index].id
            // The document as the controllers after this one left it (read while this one changes).
            let current = document
            // What the storyboard already embeds in it.
            var inside: Set<String> = []
            var copy = current.controllers[index]
            copy.mutateViews { view in
                if case .container(let child?) = view.kind, view.id?.contains("/code") != true { inside.insert(child) }
            }
            var broken: [String] = []
            document.controllers[index].mutateViews { view in
                guard case .container(let child?) = view.kind, view.id?.contains("/code") == true else { return }
                guard let subtree = Self.subtree(of: child, in: current, stoppingAt: parent), inside.isDisjoint(with: subtree) else {
                    view.kind = .view
                    broken.append(child)
                    return
                }
                inside.formUnion(subtree)
            }
            for child in broken {
                notes.append("\(parent) embeds \(child), which is already inside \(parent), contains it or nests too deep; the embedding is left out")
            }
        }
        return notes
    }

    /// Turns every container view made in code into a plain view: the last resort when the document
    /// with them does not validate. Whether there was any.
    static func leaveOutEmbeddings(in document: inout SceneDocument) -> Bool {
        var any = false
        for index in document.controllers.indices {
            document.controllers[index].mutateViews { view in
                guard case .container = view.kind, view.id?.contains("/code") == true else { return }
                view.kind = .view
                any = true
            }
        }
        return any
    }

    /// `id` and every controller it contains, directly or through others, walking iteratively; nil
    /// when the walk meets `stop` or leaves no room for the parent within ``DocumentValidator/maximumNesting``.
    private static func subtree(of id: String, in document: SceneDocument, stoppingAt stop: String) -> Set<String>? {
        var frontier = [id]
        var depth = 0
        var seen: Set<String> = []
        while !frontier.isEmpty {
            depth += 1
            // The parent holding `id` is one more level.
            guard depth < DocumentValidator.maximumNesting else { return nil }
            var next: [String] = []
            for current in frontier where seen.insert(current).inserted {
                guard current != stop else { return nil }
                next += document.controllers.first { $0.id == current }?.containedControllers ?? []
            }
            frontier = next
        }
        return seen
    }
}
