import AccessibilityTree

/// Controllers embedded in code (`addChild` + `view.addSubview(child.view)`, docs/code.md, "View
/// controllers built in code") are container views of the parent's scene. Code can embed in a cycle
/// (two controllers each embedding the other, on different paths) or deeper than the document's
/// nesting bound, which no app shows and the validator refuses: such an embedding is left out.
extension CodeApplier {
    /// Turns each container view made in code whose controller contains, directly or through others,
    /// the controller holding it — or that would nest controllers deeper than
    /// ``DocumentValidator/maximumNesting`` — into a plain view, saying so. Controllers are taken last
    /// first, so of a cycle the embedding by the controller that comes first in the document is kept.
    /// Gives the explanation's notes.
    static func breakEmbeddingCycles(in document: inout SceneDocument) -> [String] {
        var notes: [String] = []
        for index in document.controllers.indices.reversed() {
            let parent = document.controllers[index].id
            // The document as the controllers after this one left it (read while this one changes).
            let current = document
            var broken: [String] = []
            document.controllers[index].mutateViews { view in
                guard case .container(let child?) = view.kind, view.id?.contains("/code") == true else { return }
                if Self.nesting(below: child, in: current, stoppingAt: parent) == nil {
                    view.kind = .view
                    broken.append(child)
                }
            }
            for child in broken {
                notes.append("\(parent) embeds \(child), which contains \(parent) or nests too deep; the embedding is left out")
            }
        }
        return notes
    }

    /// How deep controllers nest below `id` (1: it contains none), walking iteratively; nil when the
    /// walk meets `stop` or leaves no room for the parent within ``DocumentValidator/maximumNesting``.
    private static func nesting(below id: String, in document: SceneDocument, stoppingAt stop: String) -> Int? {
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
        return depth
    }
}
