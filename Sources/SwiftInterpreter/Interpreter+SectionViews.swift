/// Section header and footer views made in code (docs/code.md, "Tables and collections"):
/// `tableView(_:viewForHeaderInSection:)` returning a view it makes (`let header = UIView()`,
/// `SectionHeaderView()`) or dequeues from a class registered with
/// `register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier:)`, whose initializer,
/// subviews and what the data source sets on them are that section's header.
extension Interpreter {
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a class: `dequeueReusableHeaderFooterView`
    /// for that identifier makes a view of it. UIKit's own `UITableViewHeaderFooterView` keeps its
    /// plain header, whose `textLabel` titles the section.
    func registerHeaderFooter(_ call: Call) {
        if let kind = call.argument("forSupplementaryViewOfKind") {
            registerSupplementary(call, kind: kind)
            return
        }
        guard let identifier = call.argument("forHeaderFooterViewReuseIdentifier") else {
            leaveAlone("registers a view for a reuse the interpreter cannot tell")
            return
        }
        guard let reuseIdentifier = identifier.knownText else {
            leaveAlone("registers a header or footer view for a reuse identifier the interpreter cannot tell")
            return
        }
        registerSectionView(call, key: Self.headerFooterPrefix + reuseIdentifier)
    }

    /// Registers the class (`SectionHeaderView.self`) or nib (`UINib(nibName:bundle:)`) of `call` for
    /// the key a header, footer or supplementary view is dequeued with; the last registration stands.
    private func registerSectionView(_ call: Call, key: String) {
        switch call.argument(nil) {
        case .type(let viewClass)?:
            registeredHeaderFooters[key] = viewClass
            registeredSectionNibs[key] = nil
        case .object(.nib(let name))?:
            // A view a xib defines (docs/code.md, "Tables and collections"), read by the scene loader.
            registeredSectionNibs[key] = CodeSectionNib(name: name, reuseIdentifier: key, location: statementLocation)
            registeredHeaderFooters[key] = nil
        default:
            leaveAlone("registers a header, footer or supplementary view from a nib or class the interpreter cannot tell")
        }
    }

    /// A header or footer view of the app's class registered for `identifier` (with its prefix), made
    /// as UIKit makes one when the reuse queue is empty: `init(reuseIdentifier:)`. Nil when no class of
    /// the app's is registered for it.
    func makeRegisteredHeaderFooter(_ identifier: String) -> Value? {
        guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
        let reuseIdentifier = String(identifier.dropFirst(Self.headerFooterPrefix.count))
        return makeRegisteredView(viewClass, uiKitClass: "UITableViewHeaderFooterView", identifier: identifier, labels: ["reuseIdentifier"],
                                  arguments: [.text(Text(known: reuseIdentifier))])
    }

    /// The header or footer view a run returns, when it is a view made in code, with the run's facts.
    func sectionView(returnedBy run: Run) -> CodeSectionView? {
        // A view of a nib registered for the identifier it was dequeued with: the xib's, configured by the run.
        let nibs = Self.cells(in: run.returned).compactMap { identifier, _ in identifier.flatMap { registeredSectionNibs[$0] } }
        if let nib = nibs.first, nibs.allSatisfy({ $0 == nib }) { return CodeSectionView(nib: nib, steps: run.steps) }
        let view: CodeView?
        switch run.returned {
        case .object(.created(_, let id))?: view = createdViews[id]
        case .oneOf(let values)?:
            // One view on every path that returns one: the same view.
            let ids = Set(values.compactMap { value -> Int? in if case .object(.created(_, let id)) = value { return id } else { return nil } })
            view = ids.count == 1 ? ids.first.flatMap { createdViews[$0] } : nil
        default: view = nil
        }
        return view.map { CodeSectionView(view: $0, steps: run.steps) }
    }
}

/// A collection's supplementary views made in code (docs/code.md, "Tables and collections"): a class
/// of the app's registered with `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` or a
/// `UICollectionView.SupplementaryRegistration`, dequeued by the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` or a diffable data source's
/// `supplementaryViewProvider`, asked for each section's header (and each kind registered).
extension Interpreter {
    /// The key a supplementary view's class is registered under.
    private static func supplementaryKey(_ kind: Value, _ identifier: String) -> String {
        "supplementary:\(kind.knownText ?? "?"):\(identifier)"
    }

    /// `register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")`.
    private func registerSupplementary(_ call: Call, kind: Value) {
        guard kind.knownText != nil, let identifier = call.argument("withReuseIdentifier")?.knownText else {
            leaveAlone("registers a supplementary view for a kind or reuse identifier the interpreter cannot tell")
            return
        }
        registerSectionView(call, key: Self.supplementaryKey(kind, identifier))
        if !supplementaryKinds.contains(kind) { supplementaryKinds.append(kind) }
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a view of the app's class
    /// registered for it, made as UIKit makes one (`init(frame:)`); of a nib registered for it, the
    /// xib's view, named by its key as a dequeued cell is.
    func dequeueSupplementary(_ call: Call) -> Value {
        if let kind = call.argument("ofKind"), let identifier = call.argument("withReuseIdentifier")?.knownText,
           registeredSectionNibs[Self.supplementaryKey(kind, identifier)] != nil {
            return .object(.cell(Self.supplementaryKey(kind, identifier), className: nil))
        }
        guard let kind = call.argument("ofKind"), let identifier = call.argument("withReuseIdentifier")?.knownText,
              let viewClass = registeredHeaderFooters[Self.supplementaryKey(kind, identifier)],
              let made = makeRegisteredView(viewClass, uiKitClass: "UICollectionReusableView", identifier: Self.supplementaryKey(kind, identifier),
                                            labels: ["frame"], arguments: [.unknown("frame")]) else {
            leaveAlone("dequeues a supplementary view whose class the interpreter cannot tell")
            return .unknown("a supplementary view")
        }
        return made
    }

    /// `UICollectionView.SupplementaryRegistration<HeaderView>(elementKind:) { view, kind, indexPath in … }`,
    /// or `(supplementaryNib:elementKind:)`: the class (the generic argument, else the handler's first
    /// parameter's type), the nib and the handler kept.
    func supplementaryRegistration(_ call: Call) -> Value {
        guard let viewClass = registeredClass(call), let kind = call.argument("elementKind"), kind.knownText != nil,
              let handler = call.argument("handler") ?? call.closures.first else {
            leaveAlone("makes a supplementary registration whose kind, class or handler the interpreter cannot tell")
            return .unknown("a supplementary registration")
        }
        if !supplementaryKinds.contains(kind) { supplementaryKinds.append(kind) }
        // `SupplementaryRegistration(supplementaryNib: UINib(nibName:bundle:), elementKind:)`: the
        // xib's view, as a nib registered for a reuse identifier is (docs/code.md, "Tables and collections").
        let key = Self.supplementaryKey(kind, viewClass)
        if case .object(.nib(let name))? = call.argument("supplementaryNib") {
            registeredSectionNibs[key] = CodeSectionNib(name: name, reuseIdentifier: key, location: statementLocation)
        } else {
            registeredSectionNibs[key] = nil
        }
        createdCount += 1
        supplementaryRegistrations[createdCount] = (viewClass, kind, handler)
        return .object(.created("UICollectionView.SupplementaryRegistration", createdCount))
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the registration's class (the
    /// xib's view for a registration from a nib), its handler run on it with the kind and the index path.
    func dequeueConfiguredSupplementary(_ call: Call) -> Value {
        // A registration from a nib: the xib's view, named by its key as a dequeued cell is, of the registration's class.
        if case .object(.created(_, let id))? = call.argument("using"), let (viewClass, kind, handler) = supplementaryRegistrations[id],
           registeredSectionNibs[Self.supplementaryKey(kind, viewClass)] != nil {
            let made = Value.object(.cell(Self.supplementaryKey(kind, viewClass), className: viewClass))
            _ = invoke(handler, [made, kind, call.argument("for") ?? .unknown("indexPath")])
            return made
        }
        guard case .object(.created(_, let id))? = call.argument("using"), let (viewClass, kind, handler) = supplementaryRegistrations[id],
              let made = makeRegisteredView(viewClass, uiKitClass: "UICollectionReusableView", identifier: Self.supplementaryKey(kind, viewClass),
                                            labels: ["frame"], arguments: [.unknown("frame")]) else {
            leaveAlone("dequeues a supplementary view through a registration the interpreter cannot tell")
            return .unknown("a supplementary view")
        }
        _ = invoke(handler, [made, kind, call.argument("for") ?? .unknown("indexPath")])
        return made
    }

    /// `dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in … }` on a diffable
    /// data source the setup made: kept, to run for each section; false for anything else.
    func keepSupplementaryViewProvider(on object: Value, _ name: String, _ value: Value) -> Bool {
        guard name == "supplementaryViewProvider", case .instance(let id) = object, diffableDataSources.values.contains(id) else { return false }
        state.instances[id]?.fields[name] = value
        return true
    }

    /// The kinds of supplementary view UIKit asks a collection's data source for: those the setup
    /// registered, else a section header's.
    var askedSupplementaryKinds: [Value] {
        supplementaryKinds.isEmpty ? [.enumCase("elementKindSectionHeader", raw: nil)] : supplementaryKinds
    }

    /// Whether a supplementary kind is a footer's (its name says so), else a header's.
    static func isFooterKind(_ kind: Value) -> Bool {
        kind.knownText?.lowercased().contains("footer") == true
    }
}
