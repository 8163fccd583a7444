import AccessibilityTree
import Cassowary

extension ConstraintLayout {
    /// The constraints a stack view makes for its arranged subviews (UIStackView's documentation;
    /// docs/layout.md, "Stack views"). Hidden arranged views are left out, so the others close up.
    func addStackArrangements() {
        for (index, node) in nodes.enumerated() {
            guard case .stack(let stack) = node.spec.kind else { continue }
            let arranged = nodes.indices.filter { nodes[$0].parent == index && nodes[$0].isArranged }
            guard !arranged.isEmpty else { continue }
            let layout = node.spec.layout.stack ?? StackLayout()
            let box = layout.marginsRelative ? inset(viewBox(index), by: margins(of: index)) : viewBox(index)
            let horizontal = stack.axis == .horizontal
            arrangeAlong(arranged, in: box, horizontal: horizontal, spacing: stack.spacing, distribution: layout.distribution, stack: index)
            alignAcross(arranged, in: box, horizontal: horizontal, alignment: layout.alignment, stack: index)
        }
    }

    /// The main axis: first and last at the ends, the rest after one another as the distribution says.
    private func arrangeAlong(_ arranged: [Int], in box: Box, horizontal: Bool, spacing: Double,
                              distribution: StackLayout.Distribution, stack: Int) {
        func start(_ box: Box) -> Expression { horizontal ? box.minX : box.minY }
        func length(_ box: Box) -> Expression { horizontal ? box.width : box.height }
        func end(_ box: Box) -> Expression { start(box) + length(box) }
        let boxes = arranged.map(viewBox)
        add(Constraint(start(boxes[0]), .equal, start(box)), nodes: [arranged[0], stack])
        add(Constraint(end(boxes[boxes.count - 1]), .equal, end(box)), nodes: [arranged[arranged.count - 1], stack])
        for offset in boxes.indices.dropFirst() {
            let gap = start(boxes[offset]) - end(boxes[offset - 1])
            let pair = [arranged[offset - 1], arranged[offset]]
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(Constraint(gap, .equal, spacing), nodes: pair)
            case .equalSpacing:
                add(Constraint(gap, .greaterThanOrEqual, spacing), nodes: pair)
                if offset > 1 { add(Constraint(gap, .equal, start(boxes[1]) - end(boxes[0])), nodes: pair) }
            case .equalCentering:
                add(Constraint(gap, .greaterThanOrEqual, spacing), nodes: pair)
                if offset > 1 {
                    let centers = { (i: Int) in start(boxes[i]) + length(boxes[i]) * 0.5 }
                    add(Constraint(centers(offset) - centers(offset - 1), .equal, centers(1) - centers(0), strength: Strength(priority: 999)), nodes: pair)
                }
            }
            switch distribution {
            case .fillEqually:
                add(Constraint(length(boxes[offset]), .equal, length(boxes[0])), nodes: pair)
            case .fillProportionally:
                let sizes = [arranged[0], arranged[offset]].map { IntrinsicContentSize.of(nodes[$0].spec).flatMap { horizontal ? $0.width : $0.height } }
                if let first = sizes[0], let this = sizes[1], first > 0, this > 0 {
                    add(Constraint(length(boxes[offset]) * first, .equal, length(boxes[0]) * this, strength: Strength(priority: 999)), nodes: pair)
                }
            default:
                break
            }
        }
    }

    /// The cross axis: each arranged view filling the stack or aligned in it; for any alignment but
    /// fill the stack hugs its tallest (widest) view at the lowest priority.
    private func alignAcross(_ arranged: [Int], in box: Box, horizontal: Bool, alignment: StackLayout.Alignment, stack: Int) {
        func start(_ box: Box) -> Expression { horizontal ? box.minY : box.minX }
        func length(_ box: Box) -> Expression { horizontal ? box.height : box.width }
        func end(_ box: Box) -> Expression { start(box) + length(box) }
        let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        for (offset, index) in arranged.enumerated() {
            let item = viewBox(index)
            let pair = [index, stack]
            switch alignment {
            case .fill:
                add(Constraint(start(item), .equal, start(box)), nodes: pair)
                add(Constraint(end(item), .equal, end(box)), nodes: pair)
            case .leading:
                add(Constraint(start(item), .equal, start(box)), nodes: pair)
                add(Constraint(end(item), .lessThanOrEqual, end(box)), nodes: pair)
            case .trailing:
                add(Constraint(end(item), .equal, end(box)), nodes: pair)
                add(Constraint(start(item), .greaterThanOrEqual, start(box)), nodes: pair)
            case .center:
                add(Constraint(start(item) + length(item) * 0.5, .equal, start(box) + length(box) * 0.5), nodes: pair)
                add(Constraint(start(item), .greaterThanOrEqual, start(box)), nodes: pair)
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    add(Constraint(start(item), .equal, start(box)), nodes: pair)
                    add(Constraint(end(item), .lessThanOrEqual, end(box)), nodes: pair)
                    continue
                }
                if offset > 0 {
                    add(Constraint(expression(baseline, of: .view(index), partner: nil), .equal,
                                   expression(baseline, of: .view(arranged[0]), partner: nil)), nodes: [index, arranged[0]])
                }
                add(Constraint(start(item), .greaterThanOrEqual, start(box)), nodes: pair)
                add(Constraint(end(item), .lessThanOrEqual, end(box)), nodes: pair)
            }
        }
        if alignment != .fill {
            add(Constraint(length(box), .equal, 0, strength: Strength(priority: 1)), nodes: [stack])
        }
    }
}
