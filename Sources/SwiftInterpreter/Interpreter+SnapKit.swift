/// SnapKit's `snp.makeConstraints { make in … }`, run as SnapKit runs it: the closure is called with
/// a maker, each `make.attributes.relation(other)` with its modifiers becomes a constraint per
/// attribute, activated when the closure returns, and the view stops translating its autoresizing
/// mask (``SnapKitAPI``; docs/code.md, "Constraints made in code").
extension Interpreter {
    /// A SnapKit object made in code.
    func makeSnapKitObject(_ object: SnapKitObject) -> Value {
        let (reference, id) = makeLayoutObject("SnapKit")
        layout.snapKit[id] = object
        return .object(reference)
    }

    /// `view.snp` of a view or layout guide the model holds.
    func snapKitDSL(of object: ObjectRef) -> Value? {
        guard let (target, guide) = layoutItem(.object(object)) else { return nil }
        return makeSnapKitObject(.dsl(target, guide: guide))
    }

    /// The SnapKit object a value is, if it is one.
    func snapKitObject(_ value: Value?) -> (id: Int, object: SnapKitObject)? {
        guard case .object(.created(_, let id))? = value, let object = layout.snapKit[id] else { return nil }
        return (id, object)
    }

    /// `make.top`, `make.top.leading`, `other.snp.bottom`: an attribute of a SnapKit object; nil for other names.
    func snapKitMember(_ id: Int, _ object: SnapKitObject, _ name: String) -> Value? {
        guard let attributes = SnapKitAPI.attributes[name] else { return nil }
        switch object {
        case .dsl(let target, let guide): return makeSnapKitObject(.item(target, guide: guide, attributes: attributes))
        case .maker: return makeSnapKitObject(.extendable(maker: id, attributes: attributes))
        case .extendable(let maker, let previous): return makeSnapKitObject(.extendable(maker: maker, attributes: previous + attributes))
        case .item, .description: return nil
        }
    }

    /// A call on a SnapKit object through ``SnapKitAPI/methods``; nil when the base is none.
    func snapKitCall(_ call: Call) -> Value? {
        guard let (_, object) = snapKitObject(call.base) else { return nil }
        guard let row = SnapKitAPI.methods[call.name] else {
            leaveAlone("calls SnapKit's \(call.name), which the SnapKit table does not have")
            return .unknown("SnapKit's \(call.name)")
        }
        return row(self, call, object)
    }

    /// `snp.makeConstraints { make in … }` (`remakeConstraints` first removes the view's earlier ones).
    func snapKitMake(_ call: Call, _ object: SnapKitObject, remake: Bool) -> Value {
        guard case .dsl(let target, let guide) = object, let closure = call.closures.first else {
            leaveAlone("calls makeConstraints on a value the interpreter cannot tell")
            return .none
        }
        if guide == nil { effect(.set(target, .translatesAutoresizingMask(false))) }
        if remake {
            for id in layout.snapKitConstraints[target] ?? [] { setActive(id, false) }
            layout.snapKitConstraints[target] = []
        }
        let (maker, makerID) = makeLayoutObject("SnapKit")
        layout.snapKit[makerID] = .maker(target, guide: guide)
        let before = createdCount
        _ = invoke(closure, [.object(maker)])
        let made = layout.snapKit.compactMap { id, object -> (Int, SnapKitDescription)? in
            guard id > before, case .description(let description) = object, description.maker == makerID else { return nil }
            return (id, description)
        }.sorted { $0.0 < $1.0 }
        let saved = statementLocation
        for (_, description) in made {
            statementLocation = description.location
            // Made on some paths only: left out, as any constraint activated on some paths only.
            if description.isConditional, conditional == 0 {
                note(call.syntax, "a SnapKit constraint made on some paths only is left out (\(description.location))")
                continue
            }
            for constraint in constraints(of: description, target: target, guide: guide) {
                guard case .object(.created(_, let id)) = constraint else { continue }
                setActive(id, true)
                layout.snapKitConstraints[target, default: []].append(id)
            }
        }
        statementLocation = saved
        return .none
    }

    /// `make.top.equalTo(other)` and the like: a description of the relation.
    func snapKitRelate(_ call: Call, _ object: SnapKitObject, _ relation: String, toSuperview: Bool) -> Value {
        guard case .extendable(let maker, let attributes) = object else {
            leaveAlone("relates a SnapKit value the interpreter cannot tell")
            return .unknown("a SnapKit constraint")
        }
        let other: SnapKitDescription.Other
        if toSuperview {
            other = .superview
        } else {
            switch call.arguments.first?.value {
            case .number(let number)?: other = .constant(number)
            case .tuple(let values)? where values.count == 2:
                guard case .number(let width) = values[0], case .number(let height) = values[1] else { return unreadable() }
                other = .size(width: width, height: height)
            case let value? where snapKitObject(value) != nil:
                guard case .item(let target, let guide, let attributes)? = snapKitObject(value)?.object else { return unreadable() }
                other = .item(target, guide: guide, attributes: attributes)
            case let value?:
                guard let item = layoutItem(value) else { return unreadable() }
                other = .item(item.target, guide: item.guide, attributes: nil)
            case nil:
                return unreadable()
            }
        }
        return makeSnapKitObject(.description(SnapKitDescription(maker: maker, attributes: attributes, relation: relation, other: other,
                                                                 location: statementLocation, isConditional: conditional > 0)))
    }

    private func unreadable() -> Value {
        leaveAlone("relates a SnapKit attribute to a value the interpreter cannot tell")
        return .unknown("a SnapKit constraint")
    }

    /// `.offset(8)`, `.inset(16)`, `.inset(UIEdgeInsets(…))`, `.multipliedBy(0.5)`, `.dividedBy(2)`.
    func snapKitModify(_ call: Call, _ object: SnapKitObject, _ change: (inout SnapKitDescription, SnapKitDescription.Insets) -> Void) -> Value {
        guard case .object(.created(_, let id))? = call.base, case .description(var description) = object else { return call.base ?? .none }
        switch call.arguments.first?.value {
        case .number(let number)?:
            change(&description, SnapKitDescription.Insets(top: number, left: number, bottom: number, right: number))
        case .tuple(let values)? where values.count == 4:
            let numbers = values.compactMap { if case .number(let number) = $0 { return number } else { return nil } }
            guard numbers.count == 4 else { return markUnknown(id, call.name) }
            change(&description, SnapKitDescription.Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        default:
            return markUnknown(id, call.name)
        }
        layout.snapKit[id] = .description(description)
        return call.base ?? .none
    }

    /// `.priority(750)`, `.priority(.high)`, `.priorityHigh()`.
    func snapKitPriority(_ call: Call, _ object: SnapKitObject, _ given: Double?) -> Value {
        guard case .object(.created(_, let id))? = call.base, case .description(var description) = object else { return call.base ?? .none }
        var priority = given
        if priority == nil, let value = call.arguments.first?.value {
            if case .enumCase(let name, _) = value { priority = SnapKitAPI.priorities[name] ?? UIKitAPI.layoutPriorities[name] }
            if priority == nil { priority = Self.layoutPriority(value) }
        }
        guard let priority else { return markUnknown(id, call.name) }
        description.priority = priority
        layout.snapKit[id] = .description(description)
        return call.base ?? .none
    }

    /// A description one of whose modifiers the interpreter cannot tell: it makes no constraint (its
    /// views are then placed as far as the others decide, else estimated).
    private func markUnknown(_ id: Int, _ name: String) -> Value {
        leaveAlone("gives SnapKit's \(name) a value the interpreter cannot tell; the constraint is left out")
        layout.snapKit[id] = nil
        return .unknown("a SnapKit constraint")
    }

    /// The constraints a description makes, one per attribute, not yet active.
    private func constraints(of description: SnapKitDescription, target: CodeTarget, guide: String?) -> [Value] {
        var made: [Value] = []
        for (position, attribute) in description.attributes.enumerated() {
            let first = CodeAnchor(target: target, guide: guide, attribute: attribute)
            var constant = description.offset
            if let inset = description.inset {
                switch attribute {
                case "top", "topMargin": constant += inset.top
                case "left", "leading", "leftMargin", "leadingMargin": constant += inset.left
                case "bottom", "bottomMargin": constant -= inset.bottom
                case "right", "trailing", "rightMargin", "trailingMargin": constant -= inset.right
                case "width": constant -= inset.left + inset.right
                case "height": constant -= inset.top + inset.bottom
                default: break
                }
            }
            let isSize = attribute == "width" || attribute == "height"
            let second: CodeAnchor?
            switch description.other {
            case .superview:
                second = CodeAnchor(target: target, guide: guide, attribute: attribute, ofSuperview: true)
            case .item(let other, let otherGuide, let attributes):
                var otherAttribute = attribute
                if let attributes {
                    if attributes.count == description.attributes.count { otherAttribute = attributes[position] } else if attributes.count == 1 { otherAttribute = attributes[0] }
                }
                second = CodeAnchor(target: other, guide: otherGuide, attribute: otherAttribute)
            case .constant(let number):
                constant += number
                // SnapKit relates an edge given a number to the same edge of the superview.
                second = isSize ? nil : CodeAnchor(target: target, guide: guide, attribute: attribute, ofSuperview: true)
            case .size(let width, let height):
                guard isSize else { continue }
                constant += attribute == "width" ? width : height
                second = nil
            }
            made.append(makeConstraint(first, description.relation, second, multiplier: second == nil ? 1 : description.multiplier,
                                       constant: constant, priority: description.priority))
        }
        return made
    }
}
