import SwiftSyntax

/// Cells of a class registered in code (docs/code.md, "Cells of a class made in code"):
/// `tableView.register(MessageCell.self, forCellReuseIdentifier: "message")` makes the cell a data
/// source dequeues for "message" an instance of the app's `MessageCell`, a view made in code: its
/// stored properties' initial values and its `init(style:reuseIdentifier:)` (a collection's
/// `init(frame:)`) run as UIKit runs them when the reuse queue is empty, so the views it builds and
/// what the data source then sets on them are facts about that row's cell.
extension Interpreter {
    /// A cell made in code: the reuse identifier it was dequeued for, and the view it is.
    struct MadeCell {
        var reuseIdentifier: String
        var view: CodeView
    }

    /// A new cell of the app's class `cellClass`, registered for `identifier` in a view of `kind`,
    /// made as UIKit makes a registered class's cell; nil when the app does not declare the class.
    func makeRegisteredCell(_ cellClass: String, _ kind: CodeTableFill.Kind, identifier: String) -> Value? {
        kind == .table
            ? makeRegisteredView(cellClass, uiKitClass: "UITableViewCell", identifier: identifier, labels: ["style", "reuseIdentifier"],
                                 arguments: [.enumCase("default", raw: nil), .text(Text(known: identifier))])
            : makeRegisteredView(cellClass, uiKitClass: "UICollectionViewCell", identifier: identifier, labels: ["frame"], arguments: [.unknown("frame")])
    }

    /// A new reusable view of the app's class `viewClass` (a cell, a header or footer, a supplementary
    /// view), kept under `identifier`, made as UIKit makes a registered class's view: its stored
    /// properties, then the nearest initializer with `labels`, given `arguments`. Nil when the app
    /// does not declare the class.
    func makeRegisteredView(_ viewClass: String, uiKitClass: String, identifier: String, labels: [String?], arguments: [Value]) -> Value? {
        guard index.declaresType(viewClass) else { return nil }
        let instance = newInstance(of: viewClass)
        createdCount += 1
        let id = createdCount
        let view = CodeView(id: id, className: viewClass, uiKitClass: uiKitClass, location: statementLocation)
        createdViews[id] = view
        createdInstances[id] = instance
        madeCells[id] = MadeCell(reuseIdentifier: identifier, view: view)
        let this = Value.object(.created(viewClass, id))
        // The class and each superclass the app declares, nearest first: stored properties from the
        // farthest, so that the class's own declarations win; the nearest initializer that fits.
        var chain: [String] = []
        var current: String? = viewClass
        while let type = current, !chain.contains(type) {
            chain.append(type)
            current = superclass(of: type)
        }
        for type in chain.reversed() {
            for part in parts(of: type) { initializeFields(of: part, typeName: type, this: this, instance: instance) }
        }
        for type in chain {
            guard let (declaration, part) = initializer(of: type, labels: labels), let body = declaration.body else { continue }
            var locals: [String: Value] = [:]
            for (position, parameter) in declaration.signature.parameterClause.parameters.enumerated() {
                locals[(parameter.secondName ?? parameter.firstName).text] = position < arguments.count ? arguments[position] : .unknown("argument")
            }
            _ = callBody(key: declaration.id, name: "\(type).init", this: this, typeName: type, part: part, locals: locals) { self.run(body.statements) }
            break
        }
        return this
    }

    /// The stored properties' initial values of one part of `typeName` on its heap `instance`;
    /// `lazy` ones wait for their first use.
    func initializeFields(of part: DeclarationIndex.TypePart, typeName: String, this: Value, instance: Int) {
        for member in part.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !Self.isStatic(variable), !Self.has(variable.modifiers, "lazy") else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.isStored(binding),
                      let initial = binding.initializer?.value else { continue }
                let value = withFrame(key: binding.id, this: this, typeName: typeName, part: part) { evaluate(initial) }
                state.instances[instance]?.fields[name] = value
            }
        }
    }

    /// The initializer of `typeName` (its own parts only) whose parameters fit `labels`.
    func initializer(of typeName: String, labels: [String?]) -> (InitializerDeclSyntax, DeclarationIndex.TypePart)? {
        for part in parts(of: typeName) {
            for member in part.members {
                if let candidate = member.decl.as(InitializerDeclSyntax.self), Self.matches(candidate.signature.parameterClause.parameters, labels) {
                    return (candidate, part)
                }
            }
        }
        return nil
    }

    /// `super.init(style:reuseIdentifier:)` and the like inside an initializer of the app's class
    /// whose superclass the app declares: that superclass's initializer runs on the same object.
    func superInitializer(_ labels: [String?], _ arguments: [Argument]) -> Value? {
        guard let typeName = frames.last?.typeName, let parent = superclass(of: typeName),
              let (declaration, part) = initializer(of: parent, labels: labels), let body = declaration.body else { return nil }
        var locals: [String: Value] = [:]
        for (position, parameter) in declaration.signature.parameterClause.parameters.enumerated() {
            let local = (parameter.secondName ?? parameter.firstName).text
            locals[local] = position < arguments.count ? arguments[position].value : parameter.defaultValue.map { evaluate($0.value) } ?? .unknown(local)
        }
        _ = callBody(key: declaration.id, name: "\(parent).init", this: frames.last?.this ?? .object(.this), typeName: parent, part: part, locals: locals) {
            self.run(body.statements)
        }
        return Value.none
    }

    /// A UIKit property of a cell made in code: its `contentView` is the cell (its subviews are the
    /// cell's), its `textLabel`, `detailTextLabel` and `imageView` the built-in views a data source's
    /// row sets, as on a dequeued prototype; nil for anything else.
    func madeCellProperty(of object: ObjectRef, _ name: String) -> Value? {
        guard case .created(_, let id) = object, let made = madeCells[id] else { return nil }
        switch name {
        case "contentView": return .object(object)
        case "textLabel", "detailTextLabel", "imageView": return .object(.cellOutlet(made.reuseIdentifier, name))
        default: return nil
        }
    }

    /// The cells made in code a value holds: one, or one per path that returns a different one.
    func madeCells(in value: Value?) -> [MadeCell] {
        switch value {
        case .object(.created(_, let id))?: return madeCells[id].map { [$0] } ?? []
        case .oneOf(let values)?:
            var result: [MadeCell] = []
            for cell in values.flatMap({ madeCells(in: $0) }) where !result.contains(where: { $0.view.id == cell.view.id }) { result.append(cell) }
            return result
        default: return []
        }
    }
}

/// Cell registrations (`UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in … }`):
/// a registration of the cell class under a reuse identifier of its own, whose handler runs on each
/// cell `dequeueConfiguredReusableCell(using:for:item:)` makes.
extension Interpreter {
    /// `UICollectionView.CellRegistration<Cell, Item>(handler:)`: the class (the first generic
    /// argument, else the handler's first parameter's type) registered, the handler kept; with
    /// `cellNib:`, the xib's cell of that class.
    func cellRegistration(_ call: Call) -> Value {
        guard let cellClass = registeredClass(call), let handler = call.argument("handler") ?? call.closures.first else {
            leaveAlone("makes a cell registration whose cell class or handler the interpreter cannot tell")
            return .unknown("a cell registration")
        }
        let identifier = "CellRegistration<\(cellClass)>"
        registeredCells.removeAll { $0.kind == .collection && $0.reuseIdentifier == identifier }
        var registration = CodeCellRegistration(kind: .collection, reuseIdentifier: identifier, cellClass: cellClass, location: statementLocation)
        // `CellRegistration(cellNib: UINib(nibName:bundle:))`: the xib's cell, as a nib registered for a reuse identifier is.
        if case .object(.nib(let name))? = call.argument("cellNib") { registration.nib = name }
        registeredCells.append(registration)
        createdCount += 1
        cellRegistrationHandlers[createdCount] = (identifier, handler)
        return .object(.created("UICollectionView.CellRegistration", createdCount))
    }

    /// The class a registration (`CellRegistration<PhotoCell, Photo>`, `SupplementaryRegistration<HeaderView>`)
    /// makes: its first generic argument, else the type of its handler's first parameter.
    func registeredClass(_ call: Call) -> String? {
        if let generic = call.syntax.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first {
            return generic.argument.trimmedDescription
        }
        guard case .closure(let id)? = call.closures.first, closures.indices.contains(id),
              case .parameterClause(let clause)? = closures[id].syntax.signature?.parameterClause else { return nil }
        return clause.parameters.first?.type?.trimmedDescription
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's class, made as
    /// `dequeueReusableCell` makes one, its handler run on it with the index path and the item.
    func dequeueConfigured(_ call: Call) -> Value {
        guard case .object(.created(_, let id))? = call.argument("using"), let (identifier, handler) = cellRegistrationHandlers[id],
              let registration = registeredCells.last(where: { $0.kind == .collection && $0.reuseIdentifier == identifier }) else {
            leaveAlone("dequeues a cell through a registration the interpreter cannot tell")
            return .unknown("a configured cell")
        }
        // A nib's cell is the xib's, of the registration's class; a class's is made in code.
        let cell = registration.nib != nil ? .object(.cell(identifier, className: registration.cellClass))
            : registration.cellClass.flatMap { makeRegisteredCell($0, .collection, identifier: identifier) } ?? .object(.cell(identifier, className: nil))
        if case .object(let object) = cell { dequeued.append(object) }
        // The item, for an outline disclosure accessory the handler gives the cell (Interpreter+Outlines).
        configuringItem = call.argument("item")
        defer { configuringItem = nil }
        _ = invoke(handler, [cell, call.argument("for") ?? .unknown("indexPath"), call.argument("item") ?? .unknown("item")])
        return cell
    }
}
