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
        guard let identifier = call.argument("forHeaderFooterViewReuseIdentifier") else {
            leaveAlone("registers a supplementary view, which is not modelled yet")
            return
        }
        guard let reuseIdentifier = identifier.knownText, case .type(let viewClass)? = call.argument(nil) else {
            leaveAlone("registers a header or footer view for a reuse identifier or from a nib or class the interpreter cannot tell")
            return
        }
        registeredHeaderFooters[Self.headerFooterPrefix + reuseIdentifier] = viewClass
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
