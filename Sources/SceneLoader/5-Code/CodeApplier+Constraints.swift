import AccessibilityTree
import SwiftInterpreter

/// Constraints made in code: each active constraint of the setup becomes a constraint of the
/// scene's views, beside Interface Builder's, for the same solver (docs/code.md, "Constraints made
/// in code"; ``CodeLayout`` solves them).
extension CodeApplier {
    /// Adds the constraints `steps` leave active to the views `mutate` reaches; `resolve` gives the
    /// scene's id of a view the facts name.
    func applyCodeConstraints(_ steps: [CodeStep], context: inout Context, resolve: (CodeTarget) -> String?,
                              mutate: ((inout ViewSpec) -> Void) -> Void) {
        // The last fact about each constraint stands (a priority set after activation, a deactivation).
        var latest: [Int: CodeStep] = [:]
        var order: [Int] = []
        for step in steps {
            guard case .constrain(let constraint) = step.action else { continue }
            if latest[constraint.id] == nil { order.append(constraint.id) }
            latest[constraint.id] = step
        }
        var specs: [(owner: String, spec: LayoutConstraintSpec, guides: [(view: String, id: String, kind: LayoutGuideKind)])] = []
        for id in order {
            guard let step = latest[id], case .constrain(let constraint) = step.action, constraint.isActive else { continue }
            var guides: [(view: String, id: String, kind: LayoutGuideKind)] = []
            func item(_ anchor: CodeAnchor) -> (item: String, attribute: LayoutAttribute, view: String)? {
                guard var view = resolve(anchor.target), let attribute = LayoutAttribute(rawValue: anchor.attribute) else { return nil }
                if anchor.ofSuperview {
                    guard let parent = Self.superview(of: view, mutate) else { return nil }
                    view = parent
                }
                guard let name = anchor.guide else { return (view, attribute, view) }
                guard let kind = LayoutGuideKind(rawValue: name) else { return nil }
                let guide = "\(view)#\(name)"
                guides.append((view, guide, kind))
                return (guide, attribute, view)
            }
            guard let (first, firstAttribute, owner) = item(constraint.first) else {
                context.notApplied(step, "constrains \(constraint.first.target), which is not among this scene's views")
                continue
            }
            var spec = LayoutConstraintSpec(firstItem: first, firstAttribute: firstAttribute)
            if let second = constraint.second {
                guard let (item, attribute, _) = item(second) else {
                    context.notApplied(step, "constrains \(constraint.first.target) to \(second.ofSuperview ? "the superview of " : "")\(second.target), which is not among this scene's views")
                    continue
                }
                spec.secondItem = item
                spec.secondAttribute = attribute
            }
            spec.relation = LayoutConstraintSpec.Relation(rawValue: constraint.relation) ?? .equal
            spec.multiplier = constraint.multiplier
            spec.constant = constraint.constant
            spec.constantTextStyle = constraint.constantTextStyle.flatMap(TextStyle.init(swiftName:))
            spec.priority = constraint.priority
            spec.mark = SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column))
            spec.madeInCode = true
            specs.append((owner, spec, guides))
            context.applied(step, "constrains the \(constraint.first.attribute) of \(constraint.first.target)")
        }
        guard !specs.isEmpty else { return }
        mutate { view in
            guard let id = view.id else { return }
            for entry in specs {
                for guide in entry.guides where guide.view == id { view.layout.guides[guide.id] = guide.kind }
                if entry.owner == id { view.layout.constraints.append(entry.spec) }
            }
        }
    }

    /// The id of the view whose subviews hold view `id`, among those `mutate` reaches.
    private static func superview(of id: String, _ mutate: ((inout ViewSpec) -> Void) -> Void) -> String? {
        var parent: String?
        mutate { view in
            if parent == nil, view.subviews.contains(where: { $0.id == id }) { parent = view.id }
        }
        return parent
    }
}
