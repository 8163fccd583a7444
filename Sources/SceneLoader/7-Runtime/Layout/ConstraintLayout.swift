import AccessibilityTree
import Cassowary

/// Lays out a view tree by its Auto Layout constraints, as UIKit does (docs/layout.md).
///
/// Every view gets four variables in the root view's coordinates (left, top, width, height; a scroll
/// view's subviews sit in its content, scrolled to the top). The root view fills the environment;
/// views that translate their autoresizing mask keep their saved frame in their superview; the
/// others get their intrinsic content size at their hugging and compression-resistance priorities,
/// their Interface Builder constraints, and a stack view's arrangement. A required constraint that
/// contradicts those added before it is left out, as UIKit breaks one; the views it names and the
/// views the constraints leave free keep their saved frames, each with a warning.
final class ConstraintLayout {
    /// One view of the tree.
    struct Node {
        var spec: ViewSpec
        var parent: Int?
        var path: [Int]
        var left, top, width, height: Variable
        /// The saved frame in the root view's coordinates.
        var savedInRoot: Rect
        /// Whether a stack view arranges it.
        var isArranged = false
        /// Whether Interface Builder flagged it or a view it is in as misplaced.
        var isMisplaced = false
        /// A scroll view's content size, for constraints between it and its content.
        var contentWidth: Variable?, contentHeight: Variable?
    }

    /// What a constraint can name: a view, or one of a view's layout guides.
    enum Item: Hashable {
        case view(Int)
        case guide(Int, LayoutGuideKind)

        var node: Int {
            switch self {
            case .view(let node), .guide(let node, _): return node
            }
        }
    }

    /// A rectangle as linear expressions.
    struct Box {
        var minX, minY, width, height: Expression
    }

    let environment: LayoutEnvironment
    let solver = Solver()
    var nodes: [Node] = []
    var items: [String: Item] = [:]
    /// The nodes named by required constraints that had to be left out, with the first such constraint.
    var broken: [Int: LayoutConstraintSpec] = [:]
    var warnings: [SceneDiagnostic] = []

    private init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// The frames of `root` and every view inside it in `environment`.
    static func solve(_ root: ViewSpec, in environment: LayoutEnvironment) -> LayoutResult {
        let layout = ConstraintLayout(environment: environment)
        layout.collect(root)
        layout.addStructure()
        layout.addInterfaceBuilderConstraints()
        layout.addStackArrangements()
        layout.addIntrinsicSizes()
        layout.wrapLabels()
        if case .failure(let error) = TextShaper.shared {
            layout.warnings.append(SceneDiagnostic(location: root.mark.location, message: error.description))
        }
        return layout.result()
    }

    /// Lists the views depth first (iteratively: a tree of any depth), with their variables.
    private func collect(_ root: ViewSpec) {
        var pending: [(spec: ViewSpec, parent: Int?, path: [Int])] = [(root, nil, [])]
        while let (spec, parent, path) = pending.popLast() {
            let index = nodes.count
            let name = spec.id ?? "view\(index)"
            let saved = spec.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let origin = parent.map { nodes[$0].savedInRoot.origin } ?? Point(x: 0, y: 0)
            var node = Node(spec: spec, parent: parent, path: path, left: Variable("\(name).left"), top: Variable("\(name).top"),
                            width: Variable("\(name).width"), height: Variable("\(name).height"),
                            savedInRoot: Rect(x: origin.x + saved.minX, y: origin.y + saved.minY, width: saved.width, height: saved.height))
            node.spec.subviews = []
            if case .scroll = spec.kind {
                node.contentWidth = Variable("\(name).contentWidth")
                node.contentHeight = Variable("\(name).contentHeight")
            }
            if let parent, case .stack = nodes[parent].spec.kind, !spec.hidden { node.isArranged = true }
            node.isMisplaced = spec.layout.misplaced || parent.map { nodes[$0].isMisplaced } == true
            nodes.append(node)
            if let id = spec.id { items[id] = .view(index) }
            for (id, kind) in spec.layout.guides { items[id] = .guide(index, kind) }
            for (offset, subview) in spec.subviews.enumerated().reversed() { pending.append((subview, index, path + [offset])) }
        }
        nodes[0].savedInRoot = Rect(origin: Point(x: 0, y: 0), size: environment.size)
    }

    /// The root fills the environment; views that translate their autoresizing mask keep their saved
    /// frame in their superview (the mask itself is not read yet: docs/layout.md).
    private func addStructure() {
        let root = nodes[0]
        require(root.left, 0, node: 0)
        require(root.top, 0, node: 0)
        for (variable, fits, size) in [(root.width, environment.fitsWidth, environment.size.width),
                                       (root.height, environment.fitsHeight, environment.size.height)] {
            if fits {
                add(Constraint(variable, .greaterThanOrEqual, 0), nodes: [0])
                add(Constraint(variable, .equal, 0, strength: Strength(priority: Self.fittingSizePriority)), nodes: [0])
            } else {
                require(variable, size, node: 0)
            }
        }
        for (index, node) in nodes.enumerated().dropFirst() where node.spec.layout.translatesAutoresizingMask && !node.isArranged {
            guard let parent = node.parent, let saved = node.spec.frame else { continue }
            let frame = Self.alignmentRect(inFrame: saved, insets: Self.alignmentInsets(of: node.spec))
            add(Constraint(node.left, .equal, Expression(nodes[parent].left) + frame.minX), nodes: [index])
            add(Constraint(node.top, .equal, Expression(nodes[parent].top) + frame.minY), nodes: [index])
            add(Constraint(node.width, .equal, frame.width), nodes: [index])
            add(Constraint(node.height, .equal, frame.height), nodes: [index])
        }
    }

    /// UIKit's `UILayoutPriority.fittingSizeLevel`, at which a self-sizing view's height (and an automatic-size
    /// collection item's width) is held at its smallest.
    static let fittingSizePriority = 50.0

    private func require(_ variable: Variable, _ value: Double, node: Int) {
        add(Constraint(variable, .equal, value), nodes: [node])
    }

    /// Adds a constraint; a required one that contradicts the others is left out and its views marked.
    /// Only intrinsic sizes are ever removed again (``wrapLabels()``); the others are added for good.
    @discardableResult
    func add(_ constraint: Constraint, nodes involved: [Int], spec: LayoutConstraintSpec? = nil, permanent: Bool = true) -> Bool {
        do {
            try solver.add(constraint, permanent: permanent)
            return true
        } catch {
            for node in involved where broken[node] == nil {
                broken[node] = spec ?? LayoutConstraintSpec(firstAttribute: .width)
            }
            return false
        }
    }

    /// Every view's `<constraints>`, in document order, as the device's size classes install them.
    private func addInterfaceBuilderConstraints() {
        for owner in nodes.indices {
            for spec in nodes[owner].spec.layout.constraints.compactMap({ $0.installed(in: environment.sizeClasses) }) {
                let first = spec.firstItem.map { items[$0] } ?? .view(owner)
                let second = spec.secondAttribute == nil ? nil : spec.secondItem.map { items[$0] } ?? .view(owner)
                guard let first, spec.secondAttribute == nil || second != nil else {
                    warnings.append(SceneDiagnostic(location: spec.mark.location, message: "the constraint \(spec.id.map { "'\($0)' " } ?? "")names an item that is not in this view's tree; it is left out"))
                    continue
                }
                let lhs = expression(spec.firstAttribute, of: first, partner: second)
                var rhs = Expression(constant: spec.constant)
                if let second, let attribute = spec.secondAttribute {
                    rhs = expression(attribute, of: second, partner: first) * spec.multiplier + spec.constant
                }
                let relation: Constraint.Relation = switch spec.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
                let name = [spec.id, spec.mark.location.map { "\($0.line):\($0.column)" }].compactMap { $0 }.joined(separator: " at ")
                let constraint = Constraint(lhs, relation, rhs, strength: Strength(priority: spec.priority), name: name.isEmpty ? nil : name)
                add(constraint, nodes: [first.node] + (second.map { [$0.node] } ?? []), spec: spec)
            }
        }
    }

    /// Every view with an intrinsic size: `size <= intrinsic` at its hugging priority and
    /// `size >= intrinsic` at its compression resistance, per axis.
    private func addIntrinsicSizes() {
        for index in nodes.indices where !nodes[index].spec.layout.translatesAutoresizingMask || nodes[index].isArranged {
            intrinsicConstraints[index] = intrinsicSizeConstraints(of: index, lines: 1)
            for constraint in intrinsicConstraints[index] ?? [] { add(constraint, nodes: [index], permanent: false) }
        }
    }

    /// The intrinsic-size constraints added for each node, so a wrapping label's can be replaced.
    private var intrinsicConstraints: [Int: [Constraint]] = [:]

    private func intrinsicSizeConstraints(of index: Int, lines: Int) -> [Constraint] {
        let node = nodes[index]
        guard let size = IntrinsicContentSize.of(node.spec, lines: lines) else { return [] }
        let layout = node.spec.layout
        var constraints: [Constraint] = []
        if let width = size.width {
            constraints.append(Constraint(node.width, .lessThanOrEqual, width, strength: Strength(priority: layout.hugging.horizontal)))
            constraints.append(Constraint(node.width, .greaterThanOrEqual, width, strength: Strength(priority: layout.compressionResistance.horizontal)))
        }
        if let height = size.height {
            constraints.append(Constraint(node.height, .lessThanOrEqual, height, strength: Strength(priority: layout.hugging.vertical)))
            constraints.append(Constraint(node.height, .greaterThanOrEqual, height, strength: Strength(priority: layout.compressionResistance.vertical)))
        }
        return constraints
    }

    /// Labels of several lines take as many lines as their text needs at the width they were given,
    /// broken at words as UIKit's second layout pass does (``TextWrapping``); one pass (a label's new
    /// height rarely changes widths).
    private func wrapLabels() {
        for index in nodes.indices {
            guard let (text, font, limit, padding) = Self.wrapping(nodes[index].spec),
                  let intrinsic = IntrinsicContentSize.of(nodes[index].spec), let textWidth = intrinsic.width, textWidth > 0,
                  let old = intrinsicConstraints[index] else { continue }
            let width = solver.value(of: nodes[index].width)
            guard width > 0, textWidth > width + 0.5 else { continue }
            let lines = TextWrapping.lineCount(of: text, in: font, width: width - padding, limit: limit)
            let new = intrinsicSizeConstraints(of: index, lines: lines).filter { $0.expression.terms.first?.variable === nodes[index].height }
            for constraint in old where constraint.expression.terms.first?.variable === nodes[index].height {
                try? solver.remove(constraint)
            }
            for constraint in new { add(constraint, nodes: [index], permanent: false) }
        }
    }

    /// What a view that wraps its text wraps: a label of several lines (its text, font and line
    /// limit), or a text view that does not scroll (no limit; 10 pt of its width is line fragment
    /// padding); nil for any other view.
    private static func wrapping(_ spec: ViewSpec) -> (text: String, font: Font, limit: Int, padding: Double)? {
        switch spec.kind {
        case .label(let label):
            guard label.numberOfLines != 1, let text = label.text else { return nil }
            return (text, label.font ?? .system(17), label.numberOfLines, 0)
        case .textView(let textView):
            guard !spec.layout.scrollEnabled, let text = textView.text, !text.isKnownOnlyAtRuntime, let font = spec.layout.font else { return nil }
            return (text, font, 0, 10)
        default:
            return nil
        }
    }

    /// The frames, falling back to saved frames where the constraints do not decide them.
    private func result() -> LayoutResult {
        var result = LayoutResult()
        for (index, node) in nodes.enumerated() {
            // Ambiguity is of the frame in the superview, as UIKit's: a view whose superview floats is
            // placed if its offset in the superview is decided.
            var variables = [node.left, node.top, node.width, node.height]
            if let parent = node.parent {
                let x = Variable("\(node.left.name) in superview"), y = Variable("\(node.top.name) in superview")
                try? solver.add(Constraint(x, .equal, node.left - nodes[parent].left), permanent: true)
                try? solver.add(Constraint(y, .equal, node.top - nodes[parent].top), permanent: true)
                variables[0] = x
                variables[1] = y
            }
            let outcome: LayoutResult.Outcome
            if index == 0 {
                outcome = .root
            } else if broken[index] != nil {
                outcome = .unsatisfiable
            } else if node.spec.layout.translatesAutoresizingMask && !node.isArranged {
                outcome = .autoresizing
            } else if variables.contains(where: solver.isAmbiguous) {
                outcome = .ambiguous
            } else {
                outcome = .solved
            }
            let parentLeft = node.parent.map { solver.value(of: nodes[$0].left) } ?? 0
            let parentTop = node.parent.map { solver.value(of: nodes[$0].top) } ?? 0
            var frame = Rect(x: solver.value(of: node.left) - parentLeft, y: solver.value(of: node.top) - parentTop,
                             width: solver.value(of: node.width), height: solver.value(of: node.height))
            switch outcome {
            case .ambiguous:
                let free = zip(["x", "y", "width", "height"], variables).filter { solver.isAmbiguous($0.1) }.map(\.0)
                warn(index, "its constraints do not decide its \(free.joined(separator: ", "))")
                frame = node.spec.frame ?? frame
            case .unsatisfiable:
                let spec = broken[index]!
                warn(index, "the required constraint \(spec.id.map { "'\($0)' " } ?? "")\(spec.mark.location.map { "at \($0.line):\($0.column) " } ?? "")contradicts the others")
                frame = node.spec.frame ?? frame
            case .root, .solved, .autoresizing:
                frame = Self.frame(aroundAlignmentRect: frame, insets: Self.alignmentInsets(of: node.spec))
            }
            result.views.append(LayoutResult.ViewFrame(id: node.spec.id, path: node.path, frame: frame, saved: node.spec.frame, outcome: outcome,
                                                       misplaced: node.isMisplaced, contentSize: contentSize(of: node)))
        }
        result.warnings = warnings
        return result
    }

    /// A scroll view's content size, when the constraints decide it.
    private func contentSize(of node: Node) -> Size? {
        guard let width = node.contentWidth, let height = node.contentHeight,
              !solver.isAmbiguous(width), !solver.isAmbiguous(height) else { return nil }
        return Size(width: solver.value(of: width), height: solver.value(of: height))
    }

    private func warn(_ index: Int, _ reason: String) {
        let spec = nodes[index].spec
        let name = spec.id.map { "'\($0)'" } ?? "a view"
        let type = spec.className ?? spec.kind.typeName
        warnings.append(SceneDiagnostic(location: spec.mark.location, message: "Auto Layout cannot place the \(type) \(name): \(reason); it keeps its saved frame"))
    }
}
