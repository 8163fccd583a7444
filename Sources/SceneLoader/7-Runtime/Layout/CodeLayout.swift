import AccessibilityTree

/// Frames for views made in code that constraints made in code place, on the device the input is
/// laid out on (docs/layout.md, "Constraints made in code").
///
/// A view made in code with no frame of its own (no known `frame =`) that does not translate its
/// autoresizing mask, or that a stack view so placed arranges, is placed by the solver that lays out
/// Interface Builder's constraints (``ConstraintLayout``), with the code's constraints and the views'
/// intrinsic content sizes. Every other view stands where it stands: Interface Builder's views at
/// their saved frames, views made in code at their `frame =`, and the rest where the documented
/// automatic layout estimates them. A view whose constraints solve takes the solved frame; one they
/// leave free, contradict, or place relative to a view whose place is estimated keeps the estimate,
/// with a warning naming it.
enum CodeLayout {
    /// What happened to the views constraints made in code place.
    struct Summary: Equatable, Sendable {
        /// Views made in code that constraints place.
        var constrained = 0
        /// Of those, the views that take a solved frame.
        var solved = 0
    }

    /// Lays out every controller's view tree that holds constraints made in code; the views placed
    /// get their solved frames, the others' warnings are added to `source`.
    @discardableResult
    static func apply(to source: inout DocumentSource) -> Summary {
        var summary = Summary()
        let document = source.document
        let device = document.device ?? .phone
        for (position, controller) in document.controllers.enumerated() {
            guard let root = controller.content.rootView, holdsCodeConstraints(root) else { continue }
            let environment = DesignedLayout.environment(for: controller, in: document, device: device)
            var laidOut = root
            let warnings = layOut(&laidOut, in: environment, summary: &summary)
            source.warnings += warnings
            switch controller.content {
            case .view: source.document.controllers[position].content = .view(laidOut)
            case .table: source.document.controllers[position].content = .table(laidOut)
            case .collection: source.document.controllers[position].content = .collection(laidOut)
            default: break
            }
        }
        // The cells made in code of tables, each on its own (CodeLayout+Cells).
        applyToCells(&source, summary: &summary)
        // Section header and footer views made in code, each on its own (CodeLayout+SectionViews).
        applyToSectionViews(&source, summary: &summary)
        // Input accessory views made in code, each on its own (CodeLayout+InputAccessory).
        applyToInputAccessoryViews(&source, summary: &summary)
        return summary
    }

    /// Solves `root`'s tree in `environment` and sets the frames of the views the code's constraints
    /// place (and, when the environment ``LayoutEnvironment/fitsHeight`` or ``LayoutEnvironment/fitsWidth``, `root`'s height or width); the
    /// warnings for those that keep their estimate.
    static func layOut(_ root: inout ViewSpec, in environment: LayoutEnvironment, summary: inout Summary) -> [SceneDiagnostic] {
        // The tree the solver sees: only the code's constraints; every view that stands where it
        // stands pinned there (an estimated one at a zero frame, and nothing may be placed by it).
        var estimated: Set<String> = []
        var candidates: [String: ViewSpec] = [:]
        var parents: [String: String] = [:]
        var solving = root
        prepare(&solving, isRoot: true, inStack: false, estimated: &estimated, candidates: &candidates, parents: &parents)
        guard !candidates.isEmpty else { return [] }
        let result = ConstraintLayout.solve(solving, in: environment)
        // A self-sizing root (a row's cell, a section's header) takes the height its content gives it;
        // an automatic-size collection item its width too.
        if environment.fitsHeight || environment.fitsWidth, let fitted = result.views.first?.frame {
            root.frame = Rect(x: root.frame?.minX ?? 0, y: root.frame?.minY ?? 0,
                              width: environment.fitsWidth ? fitted.width : environment.size.width,
                              height: environment.fitsHeight ? fitted.height : environment.size.height)
        }

        // Which views each candidate's constraints relate it to (a guide stands for its view).
        var owners: [String: String] = [:]
        var dependencies: [String: Set<String>] = [:]
        var pending = [solving]
        while let view = pending.popLast() {
            if let id = view.id { owners[id] = id }
            for guide in view.layout.guides.keys { owners[guide] = view.id }
            pending += view.subviews
        }
        pending = [solving]
        while let view = pending.popLast() {
            for constraint in view.layout.constraints {
                let items = [constraint.firstItem ?? view.id, constraint.secondItem].compactMap { $0 }.compactMap { owners[$0] }
                for item in items where candidates[item] != nil { dependencies[item, default: []].formUnion(items.filter { $0 != item }) }
            }
            pending += view.subviews
        }

        var outcomes: [String: LayoutResult.ViewFrame] = [:]
        for view in result.views { if let id = view.id { outcomes[id] = view } }
        // A candidate is placed when it solves and nothing it hangs on stands at a place a11ysim
        // estimates: its superview, or a view its constraints relate it to. The estimate spreads
        // until nothing changes (each round marks at least one more view, or ends).
        let unsolved = Set(candidates.keys.filter { outcomes[$0]?.outcome != .solved })
        var tainted = estimated
        var changed = true
        while changed {
            changed = false
            for id in candidates.keys.sorted() where !tainted.contains(id) {
                let parent = parents[id]
                guard parent.map({ tainted.contains($0) || unsolved.contains($0) }) == true
                        || (dependencies[id] ?? []).contains(where: tainted.contains) else { continue }
                tainted.insert(id)
                changed = true
            }
        }
        let placed = Set(candidates.keys).subtracting(tainted).subtracting(unsolved)
        summary.constrained += candidates.count
        summary.solved += placed.count
        for view in result.views {
            guard let id = view.id, placed.contains(id) else { continue }
            DeviceLayout.setFrame(view.frame, at: view.path[...], in: &root)
        }
        // The solver's first warning naming each name in quotes ('id'), in one pass over them: searching
        // every warning for each view not placed was a bridged string search per pair (docs/performance.md).
        var firstNaming: [Substring: String] = [:]
        for warning in result.warnings {
            let message = warning.message
            let quotes = message.indices.filter { message[$0] == "'" }
            for (position, open) in quotes.enumerated() {
                for close in quotes[(position + 1)...] {
                    let name = message[message.index(after: open)..<close]
                    if firstNaming[name] == nil { firstNaming[name] = message }
                }
            }
        }
        var warnings: [SceneDiagnostic] = []
        for id in candidates.keys.sorted() where !placed.contains(id) {
            guard let spec = candidates[id] else { continue }
            let name = "the \(spec.className ?? spec.kind.typeName) '\(id)' made in code"
            let why: String
            switch outcomes[id]?.outcome {
            case .ambiguous?, .unsatisfiable?:
                // The solver's own words say which of its x, y, width, height are free, or which
                // constraint contradicts the others.
                let said = firstNaming[Substring(id)]
                why = said.flatMap { message in
                    message.range(of: "': ").map { String(message[$0.upperBound...]) }
                }.map { $0.replacingOccurrences(of: "; it keeps its saved frame", with: "") } ?? "its constraints do not place it"
            default:
                let hung = ([parents[id]].compactMap { $0 } + (dependencies[id] ?? []).sorted()).first { tainted.contains($0) || unsolved.contains($0) }
                why = "it is placed relative to \(hung.map { "'\($0)'" } ?? "a view"), whose place a11ysim estimates"
            }
            warnings.append(SceneDiagnostic(location: spec.mark.location, message: "Auto Layout cannot place \(name): \(why); it keeps the place a11ysim estimates"))
        }
        return warnings
    }

    /// `root`'s tree as the solver sees it for the views constraints made in code place (see
    /// ``layOut(_:in:summary:)``), when that layout is wholly known: some view placed by the code's
    /// constraints and every other view at a place of its own, none at a place a11ysim estimates.
    /// Nil otherwise. Whether the constraints place every view is the solver's to say.
    static func knownSolvingTree(_ root: ViewSpec) -> ViewSpec? {
        var estimated: Set<String> = []
        var candidates: [String: ViewSpec] = [:]
        var parents: [String: String] = [:]
        var solving = root
        prepare(&solving, isRoot: true, inStack: false, estimated: &estimated, candidates: &candidates, parents: &parents)
        return estimated.isEmpty && !candidates.isEmpty ? solving : nil
    }

    /// Readies a view and its subviews for the solver, noting the views estimated, the candidates
    /// (the views the code's constraints place) and each view's superview. It recurses once per level
    /// of the view tree, which the loader bounds at 200 levels (docs/cli.md, "Limits on inputs").
    private static func prepare(_ view: inout ViewSpec, isRoot: Bool, inStack: Bool, estimated: inout Set<String>,
                                candidates: inout [String: ViewSpec], parents: inout [String: String]) {
        view.layout.constraints = view.layout.constraints.filter(\.madeInCode)
        let isCandidate = !isRoot && view.frame == nil && (!view.layout.translatesAutoresizingMask || inStack && !view.hidden)
        if isCandidate {
            view.layout.translatesAutoresizingMask = false
            if let id = view.id { candidates[id] = view }
        } else if !isRoot {
            view.layout.translatesAutoresizingMask = true
            if view.frame == nil {
                view.frame = Rect(x: 0, y: 0, width: 0, height: 0)
                if let id = view.id { estimated.insert(id) }
            }
        }
        let arranges: Bool
        if case .stack = view.kind { arranges = isCandidate } else { arranges = false }
        for index in view.subviews.indices {
            if let child = view.subviews[index].id, let id = view.id { parents[child] = id }
            prepare(&view.subviews[index], isRoot: false, inStack: arranges, estimated: &estimated, candidates: &candidates, parents: &parents)
        }
    }

    /// Whether any view of the tree holds a constraint made in code.
    static func holdsCodeConstraints(_ root: ViewSpec) -> Bool {
        var pending = [root]
        while let view = pending.popLast() {
            if view.layout.constraints.contains(where: \.madeInCode) { return true }
            pending += view.subviews
        }
        return false
    }
}
