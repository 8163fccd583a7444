import AccessibilityTree
import Cassowary

extension ConstraintLayout {
    /// `attribute` of `item` as an expression of the variables. `partner` is the constraint's other
    /// item: an edge of a scroll view related to a view inside it is an edge of its content, as UIKit
    /// reads such constraints; its size and centre stay its frame's (docs/layout.md, "Scroll views").
    func expression(_ attribute: LayoutAttribute, of item: Item, partner: Item?) -> Expression {
        var box = box(of: item, partner: partner, attribute: attribute)
        if case .view(let index) = item, attribute.isMargin {
            let margins = margins(of: index)
            box = Box(minX: box.minX + margins.left, minY: box.minY + margins.top,
                      width: box.width - (margins.left + margins.right), height: box.height - (margins.top + margins.bottom))
        }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return box.minX
        case .right, .trailing, .rightMargin, .trailingMargin: return box.minX + box.width
        case .top, .topMargin: return box.minY
        case .bottom, .bottomMargin: return box.minY + box.height
        case .width: return box.width
        case .height: return box.height
        case .centerX, .centerXWithinMargins: return box.minX + box.width * 0.5
        case .centerY, .centerYWithinMargins: return box.minY + box.height * 0.5
        case .firstBaseline, .baseline, .lastBaseline:
            guard case .view(let index) = item, let text = textMetrics(of: index) else { return box.minY + box.height }
            // Text is centred in the view: its first baseline an ascender below the text's top, its
            // last a descender above the text's bottom.
            let center = box.minY + box.height * 0.5
            return attribute == .firstBaseline
                ? center + (text.ascender - text.height * 0.5)
                : center + (text.height * 0.5 - text.descender)
        }
    }

    /// The rectangle of a view or layout guide.
    func box(of item: Item, partner: Item?, attribute: LayoutAttribute) -> Box {
        switch item {
        case .view(let index):
            let node = nodes[index]
            if let contentWidth = node.contentWidth, let contentHeight = node.contentHeight, attribute.isEdge,
               let partner, isInside(partner.node, index) {
                return Box(minX: Expression(node.left), minY: Expression(node.top), width: Expression(contentWidth), height: Expression(contentHeight))
            }
            return viewBox(index)
        case .guide(let index, let kind):
            let node = nodes[index]
            let view = viewBox(index)
            switch kind {
            case .contentLayoutGuide:
                guard let contentWidth = node.contentWidth, let contentHeight = node.contentHeight else { return view }
                return Box(minX: Expression(node.left), minY: Expression(node.top), width: Expression(contentWidth), height: Expression(contentHeight))
            case .frameLayoutGuide:
                return view
            case .safeArea:
                return inset(view, by: safeAreaInsets(of: index))
            case .layoutMargins:
                return inset(view, by: margins(of: index))
            case .topLayoutGuide:
                return Box(minX: view.minX, minY: view.minY, width: view.width, height: Expression(constant: environment.safeAreaInsets.top))
            case .bottomLayoutGuide:
                let inset = environment.safeAreaInsets.bottom
                return Box(minX: view.minX, minY: view.minY + view.height - inset, width: view.width, height: Expression(constant: inset))
            }
        }
    }

    func viewBox(_ index: Int) -> Box {
        let node = nodes[index]
        return Box(minX: Expression(node.left), minY: Expression(node.top), width: Expression(node.width), height: Expression(node.height))
    }

    func inset(_ box: Box, by insets: EdgeInsets) -> Box {
        Box(minX: box.minX + insets.left, minY: box.minY + insets.top,
            width: box.width - (insets.left + insets.right), height: box.height - (insets.top + insets.bottom))
    }

    /// Whether node `inner` lies inside node `outer`.
    func isInside(_ inner: Int, _ outer: Int) -> Bool {
        var current = nodes[inner].parent
        while let index = current {
            if index == outer { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// A view's safe area insets: the environment's for the root; for another view, the part of the
    /// root's insets its saved frame overlaps (the saved frame, not the solved one, keeps this linear).
    func safeAreaInsets(of index: Int) -> EdgeInsets {
        let insets = environment.safeAreaInsets
        guard index != 0 else { return insets }
        let frame = nodes[index].savedInRoot, size = environment.size
        return EdgeInsets(top: min(frame.height, max(0, insets.top - frame.minY)), left: min(frame.width, max(0, insets.left - frame.minX)),
                          bottom: min(frame.height, max(0, frame.maxY - (size.height - insets.bottom))),
                          right: min(frame.width, max(0, frame.maxX - (size.width - insets.right))))
    }

    /// A view's layout margins: a controller's root view has the system minimum leading and trailing
    /// margins inside its safe area and none above or below (a table cell's content view 11 pt,
    /// ``LayoutEnvironment/rootVerticalMargin``); other views have Interface Builder's
    /// saved margins, else UIKit's default of 8 pt on every side.
    func margins(of index: Int) -> EdgeInsets {
        if index == 0 {
            let safe = environment.safeAreaInsets
            let margins = nodes[0].spec.layout.layoutMargins
            return EdgeInsets(top: safe.top + (margins?.top ?? environment.rootVerticalMargin), left: safe.left + max(environment.systemMargin, margins?.left ?? 0),
                              bottom: safe.bottom + (margins?.bottom ?? environment.rootVerticalMargin), right: safe.right + max(environment.systemMargin, margins?.right ?? 0))
        }
        return nodes[index].spec.layout.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The height of a label or button's text and its ascender and descender, for baselines.
    func textMetrics(of index: Int) -> (height: Double, ascender: Double, descender: Double)? {
        let spec = nodes[index].spec
        let size: Double
        switch spec.kind {
        case .label(let label): size = label.font?.pointSize ?? 17
        case .button, .textField: size = spec.layout.font?.pointSize ?? 15
        default: return nil
        }
        return (size * IntrinsicContentSize.lineHeight, size * IntrinsicContentSize.ascender, size * IntrinsicContentSize.descender)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is an edge (or baseline), not a size or a centre: the attributes that
    /// relate a scroll view's content, not its frame, to the views inside it.
    var isEdge: Bool {
        switch self {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return false
        default: return true
        }
    }

    /// Whether the attribute is measured from the view's layout margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}
