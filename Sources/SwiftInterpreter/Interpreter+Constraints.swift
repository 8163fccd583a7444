import SwiftSyntax

/// Constraints made in code: anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`),
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, the visual
/// format, their activation, and `translatesAutoresizingMaskIntoConstraints`. An activated constraint
/// is a fact (``CodeAction/constrain(_:)``) the loader gives the layout solver (docs/code.md,
/// "Constraints made in code"). Anchors, guides and constraints are objects made in code whose
/// meaning the interpreter keeps in ``LayoutObjects``.
extension Interpreter {
    /// What the layout objects made in code stand for, by the id of their ``ObjectRef/created(_:_:)``.
    struct LayoutObjects {
        /// `view.topAnchor`: an anchor.
        var anchors: [Int: CodeAnchor] = [:]
        /// `view.safeAreaLayoutGuide`: a view and the kind of guide.
        var guides: [Int: (target: CodeTarget, kind: String)] = [:]
        /// Constraints made, active or not.
        var constraints: [Int: CodeConstraint] = [:]
        /// SnapKit's objects (Interpreter+SnapKit).
        var snapKit: [Int: SnapKitObject] = [:]
        /// The SnapKit constraints activated for each view, so `remakeConstraints` can remove them.
        var snapKitConstraints: [CodeTarget: [Int]] = [:]
    }

    /// A new object made in code standing for a layout object of class `className`.
    func makeLayoutObject(_ className: String) -> (ObjectRef, Int) {
        createdCount += 1
        return (.created(className, createdCount), createdCount)
    }

    /// The view an object stands for in a constraint, with the guide when it is a layout guide; nil
    /// for anything else (a value the interpreter cannot tell, a model object that is not a view).
    func layoutItem(_ value: Value) -> (target: CodeTarget, guide: String?)? {
        guard case .object(let object) = value else { return nil }
        if case .created(_, let id) = object {
            if let guide = layout.guides[id] { return (guide.target, guide.kind) }
            guard createdViews[id] != nil, let target = object.target else { return nil }
            return (target, nil)
        }
        switch object {
        case .this, .rootView, .outlet: return object.target.map { ($0, nil) }
        default: return nil
        }
    }

    // MARK: Properties

    /// A layout member of a model object: an anchor (`topAnchor`), a layout guide
    /// (`safeAreaLayoutGuide`), SnapKit's `snp`, or what a constraint holds; nil for other names.
    func layoutMember(of object: ObjectRef, _ name: String) -> Value? {
        if case .created(_, let id) = object, let constraint = layout.constraints[id] {
            switch name {
            case "isActive": return .bool(constraint.isActive)
            case "constant": return .number(constraint.constant)
            case "multiplier": return .number(constraint.multiplier)
            case "priority": return .number(constraint.priority)
            default: return nil
            }
        }
        if name == "snp" { return snapKitDSL(of: object) }
        if let attribute = UIKitAPI.layoutAnchors[name], let (target, guide) = layoutItem(.object(object)) {
            let (anchor, id) = makeLayoutObject("NSLayoutAnchor")
            layout.anchors[id] = CodeAnchor(target: target, guide: guide, attribute: attribute)
            return .object(anchor)
        }
        if let kind = UIKitAPI.layoutGuides[name], let (target, guide) = layoutItem(.object(object)), guide == nil {
            let (object, id) = makeLayoutObject("UILayoutGuide")
            // `topLayoutGuide` and `bottomLayoutGuide` are the controller's, at its root view's edges.
            layout.guides[id] = (target == .this && ["topLayoutGuide", "bottomLayoutGuide"].contains(kind) ? .rootView : target, kind)
            return .object(object)
        }
        return nil
    }

    /// Setting `translatesAutoresizingMaskIntoConstraints` of a view, or `isActive`, `priority` or
    /// `constant` of a constraint made in code; false for any other property.
    func setLayoutProperty(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        if name == "translatesAutoresizingMaskIntoConstraints" {
            guard let target = layoutItem(.object(object))?.target, let flag = truth(value) else {
                leaveAlone("sets translatesAutoresizingMaskIntoConstraints of a view the model does not hold, or to a value the interpreter cannot tell")
                return true
            }
            effect(.set(target, .translatesAutoresizingMask(flag)))
            return true
        }
        guard case .created(_, let id) = object, var constraint = layout.constraints[id] else { return false }
        switch name {
        case "isActive":
            guard let flag = truth(value) else {
                leaveAlone("activates a constraint on a condition the interpreter cannot tell")
                return true
            }
            setActive(id, flag)
            return true
        case "priority":
            guard let priority = Self.layoutPriority(value) else {
                leaveAlone("sets the priority of a constraint to a value the interpreter cannot tell")
                return true
            }
            constraint.priority = priority
        case "constant":
            guard case .number(let constant) = value else {
                leaveAlone("sets the constant of a constraint to a value the interpreter cannot tell")
                return true
            }
            constraint.constant = constant
        default:
            leaveAlone("sets \(name) of a constraint, which the UIKit table does not have")
            return true
        }
        layout.constraints[id] = constraint
        if constraint.isActive { effect(.constrain(constraint)) }
        return true
    }

    /// Activates (or deactivates) constraint `id`: a fact, unless it runs on some paths only — a
    /// layout needs evidence on every path, as a finding does.
    func setActive(_ id: Int, _ active: Bool) {
        guard var constraint = layout.constraints[id] else { return }
        if conditional > 0 {
            leaveAlone("\(active ? "activates" : "deactivates") a constraint on some paths only; it is left out")
            return
        }
        guard constraint.isActive != active else { return }
        constraint.isActive = active
        layout.constraints[id] = constraint
        effect(.constrain(constraint))
    }

    /// The constraints among `value` (a constraint, or a list of them, nested lists flattened), and
    /// whether anything else was among them.
    func constraintIDs(in value: Value) -> (ids: [Int], others: Bool) {
        switch value {
        case .object(.created(_, let id)) where layout.constraints[id] != nil: return ([id], false)
        case .array(let values):
            var ids: [Int] = []
            var others = false
            for element in values {
                let inner = constraintIDs(in: element)
                ids += inner.ids
                others = others || inner.others
            }
            return (ids, others)
        default: return ([], true)
        }
    }

    /// `NSLayoutConstraint.activate(_:)`, `deactivate(_:)`, a view's `addConstraint(_:)`/`addConstraints(_:)`
    /// and `removeConstraint(_:)`/`removeConstraints(_:)`.
    func activate(_ call: Call, _ active: Bool) -> Value {
        let (ids, others) = call.argument(nil).map(constraintIDs) ?? ([], true)
        // The constraints the interpreter can tell count; the others are left out, saying so.
        if others { leaveAlone("\(active ? "activates" : "deactivates") constraints some of which the interpreter cannot tell; those are left out") }
        for id in ids { setActive(id, active) }
        return .none
    }

    // MARK: Making constraints

    /// A new constraint, not yet active.
    func makeConstraint(_ first: CodeAnchor, _ relation: String, _ second: CodeAnchor?, multiplier: Double = 1, constant: Double = 0,
                        priority: Double = 1000, constantTextStyle: String? = nil) -> Value {
        let (object, id) = makeLayoutObject("NSLayoutConstraint")
        layout.constraints[id] = CodeConstraint(id: id, first: first, relation: relation, second: second, multiplier: multiplier,
                                                constant: constant, priority: priority)
        layout.constraints[id]?.constantTextStyle = constantTextStyle
        return .object(object)
    }

    /// `anchor.constraint(equalTo:…)`, `greaterThanOrEqualTo:`, `lessThanOrEqualTo:` (with
    /// `multiplier:` and `constant:`), `equalToConstant:` and the like, `equalToSystemSpacingBelow:`/`After:`.
    func anchorConstraint(_ call: Call) -> Value {
        guard case .object(.created(_, let id))? = call.base, let first = layout.anchors[id], let label = call.arguments.first?.label else {
            leaveAlone("calls constraint on a value that is not an anchor the interpreter can tell")
            return .unknown("a constraint")
        }
        let relations = [("equalTo", "equal"), ("greaterThanOrEqualTo", "greaterThanOrEqual"), ("lessThanOrEqualTo", "lessThanOrEqual")]
        guard let (prefix, relation) = relations.first(where: { label.hasPrefix($0.0) }) else {
            leaveAlone("makes a constraint of a kind not modelled (\(label):)")
            return .unknown("a constraint")
        }
        let rest = label.dropFirst(prefix.count)
        var numbers: [String: Double] = [:]
        var constantTextStyle: String?
        for name in ["multiplier", "constant"] {
            guard let value = call.argument(name) else { continue }
            if name == "constant", let scaled = scaledNumber(value) {
                numbers[name] = scaled.value
                constantTextStyle = scaled.textStyle
                continue
            }
            guard case .number(let number) = value else {
                leaveAlone("makes a constraint whose \(name) the interpreter cannot tell (\(value.origin ?? "it differs by path"))")
                return .unknown("a constraint")
            }
            numbers[name] = number
        }
        switch rest {
        case "Constant":
            if let scaled = call.arguments.first.flatMap({ scaledNumber($0.value) }) {
                return makeConstraint(first, relation, nil, constant: scaled.value, constantTextStyle: scaled.textStyle)
            }
            guard case .number(let constant)? = call.arguments.first?.value else {
                leaveAlone("makes a constraint whose constant the interpreter cannot tell")
                return .unknown("a constraint")
            }
            return makeConstraint(first, relation, nil, constant: constant)
        case "", "SystemSpacingBelow", "SystemSpacingAfter":
            guard case .object(.created(_, let other))? = call.arguments.first?.value, let second = layout.anchors[other] else {
                leaveAlone("makes a constraint to an anchor the interpreter cannot tell")
                return .unknown("a constraint")
            }
            if rest.isEmpty {
                return makeConstraint(first, relation, second, multiplier: numbers["multiplier"] ?? 1, constant: numbers["constant"] ?? 0,
                                      constantTextStyle: constantTextStyle)
            }
            // The system spacing: 8 pt times the multiplier, after (below) the other anchor.
            return makeConstraint(first, relation, second, constant: UIKitAPI.standardSpacing * (numbers["multiplier"] ?? 1))
        default:
            leaveAlone("makes a constraint of a kind not modelled (\(label):)")
            return .unknown("a constraint")
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemConstraint(_ call: Call) -> Value {
        let attributes = call.arguments.filter { $0.label == "attribute" }.map(\.value)
        guard let item = call.argument("item").flatMap(layoutItem), attributes.count == 2,
              case .enumCase(let firstName, _) = attributes[0], case .enumCase(let secondName, _) = attributes[1],
              let firstAttribute = UIKitAPI.layoutAttributes[firstName],
              case .enumCase(let relatedBy, _)? = call.argument("relatedBy"), UIKitAPI.layoutRelations.contains(relatedBy) else {
            leaveAlone("makes an NSLayoutConstraint the interpreter cannot tell")
            return .unknown("a constraint")
        }
        var multiplier = 1.0, constant = 0.0
        if let value = call.argument("multiplier") {
            guard case .number(let number) = value else { leaveAlone("makes a constraint whose multiplier the interpreter cannot tell"); return .unknown("a constraint") }
            multiplier = number
        }
        if let value = call.argument("constant") {
            guard case .number(let number) = value else { leaveAlone("makes a constraint whose constant the interpreter cannot tell"); return .unknown("a constraint") }
            constant = number
        }
        let first = CodeAnchor(target: item.target, guide: item.guide, attribute: firstAttribute)
        if secondName == "notAnAttribute" {
            return makeConstraint(first, relatedBy, nil, constant: constant)
        }
        guard let other = call.argument("toItem").flatMap(layoutItem), let secondAttribute = UIKitAPI.layoutAttributes[secondName] else {
            leaveAlone("makes an NSLayoutConstraint to an item the interpreter cannot tell")
            return .unknown("a constraint")
        }
        return makeConstraint(first, relatedBy, CodeAnchor(target: other.target, guide: other.guide, attribute: secondAttribute),
                              multiplier: multiplier, constant: constant)
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints the
    /// format describes (``VisualFormat``), not yet active.
    func visualFormatConstraints(_ call: Call) -> Value {
        guard let format = call.argument("withVisualFormat")?.knownText, case .dictionary(let pairs)? = call.argument("views") else {
            leaveAlone("makes constraints from a visual format or views the interpreter cannot tell")
            return .unknown("constraints")
        }
        var views: [String: CodeTarget] = [:]
        for (key, value) in pairs {
            guard let name = key.knownText, let item = layoutItem(value), item.guide == nil else { continue }
            views[name] = item.target
        }
        var metrics: [String: Double] = [:]
        if case .dictionary(let given)? = call.argument("metrics") {
            for (key, value) in given {
                if let name = key.knownText, case .number(let number) = value { metrics[name] = number }
            }
        }
        switch VisualFormat.constraints(format, views: views, metrics: metrics) {
        case .success(let made):
            return .array(made.map { makeConstraint($0.first, $0.relation, $0.second, constant: $0.constant, priority: $0.priority) })
        case .failure(let reason):
            leaveAlone("makes constraints from the visual format \"\(format)\": \(reason.message)")
            return .unknown("constraints")
        }
    }

    /// `constraint.priority(.defaultHigh)`: the helper many apps declare on `NSLayoutConstraint`
    /// (setting the priority, returning the constraint), when the app's code does not declare its own.
    func constraintWithPriority(_ call: Call) -> Value {
        guard case .object(.created(_, let id))? = call.base, layout.constraints[id] != nil else {
            leaveAlone("calls priority on a value that is not a constraint the interpreter can tell")
            return .unknown("priority(…)")
        }
        guard let priority = priority(call.arguments.first) else {
            leaveAlone("gives a constraint a priority the interpreter cannot tell; the constraint is left out")
            return .unknown("a constraint")
        }
        layout.constraints[id]?.priority = priority
        return call.base ?? .none
    }

    /// `setContentHuggingPriority(_:for:)` and `setContentCompressionResistancePriority(_:for:)`.
    func setContentPriority(_ call: Call, _ kind: String) -> Value {
        guard let target = call.object.flatMap({ layoutItem(.object($0)) }), target.guide == nil,
              let priority = call.argument(nil).flatMap(Self.layoutPriority),
              case .enumCase(let axis, _)? = call.argument("for"), axis == "horizontal" || axis == "vertical" else {
            leaveAlone("sets a content priority the interpreter cannot tell")
            return .none
        }
        effect(.set(target.target, .contentPriority(kind, axis: axis, priority)))
        return .none
    }

    /// A priority argument: as ``layoutPriority(_:)`` reads it, or a named priority plus or minus a
    /// number (`.required - 1`, `.defaultLow + 10`), which UIKit's `UILayoutPriority` operators compute.
    func priority(_ argument: Argument?) -> Double? {
        guard let argument else { return nil }
        if let priority = Self.layoutPriority(argument.value) { return priority }
        guard let syntax = argument.syntax else { return nil }
        var parts: (ExprSyntax, String, ExprSyntax)?
        if let sequence = syntax.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if let symbol = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text { parts = (elements[0], symbol, elements[2]) }
        } else if let infix = syntax.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            parts = (infix.leftOperand, symbol, infix.rightOperand)
        }
        guard let (left, symbol, right) = parts, symbol == "+" || symbol == "-",
              let base = Self.layoutPriority(evaluate(left)), case .number(let offset) = evaluate(right) else { return nil }
        let priority = symbol == "+" ? base + offset : base - offset
        return priority >= 1 && priority <= 1000 ? priority : nil
    }

    /// A priority: a number, `UILayoutPriority(…)`'s, or one of UIKit's named priorities.
    static func layoutPriority(_ value: Value) -> Double? {
        switch value {
        case .number(let number) where number >= 1 && number <= 1000: return number
        case .enumCase(let name, _): return UIKitAPI.layoutPriorities[name]
        default: return nil
        }
    }
}
