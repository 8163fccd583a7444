import AccessibilityTree
import SwiftInterpreter

/// Section header and footer views made in code (docs/code.md, "Tables and collections"): the view
/// `tableView(_:viewForHeaderInSection:)` returns, with the views its run placed in it and what it
/// set on them, is the section's header, read before its rows; a footer's after them.
extension CodeApplier {
    /// The section's header or footer view (`which`: "header", "footer") from what the code made,
    /// with an id of its own under its table or collection `listID`; explained once per statement that makes it.
    /// A view from a nib is the xib's (`nibSectionViewSpec`); nil when it cannot be made, said in `context`.
    func sectionViewSpec(_ section: CodeSectionView, _ which: String, number: Int, listID: String, context: inout Context) -> ViewSpec? {
        if let nib = section.nib { return nibSectionViewSpec(nib, steps: section.steps, which, number: number, context: &context) }
        guard let made = section.view else { return nil }
        let at = made.location
        var root = ViewSpec(kind: .view, id: "\(listID)/section\(number + 1)-\(which)", mark: SourceMark(SourceLocation(file: at.file, line: at.line, column: at.column)))
        if made.className != made.uiKitClass { root.className = made.className }
        var scratch = context
        let place = "the \(which) of section \(number + 1)"
        let own = buildMadeView(&root, made, steps: section.steps, scratch: &scratch, place: place, inside: ("a section's \(which) view", "its", true))
        for (step, property) in own {
            if set(property, on: &root, from: step.location) {
                scratch.applied(step, "sets \(property.name) of \(place)")
            } else {
                scratch.notApplied(step, "\(property.name) does not apply to \(place)")
            }
        }
        if context.explainedSteps.insert(made.location).inserted {
            context.understood += scratch.understood
            context.notApplied += scratch.notApplied
        }
        return root
    }

    /// The section's header or footer view registered from a nib: a copy of the first view at the
    /// top level of the xib nearest to the Swift file that registers it, its ids prefixed with the
    /// xib's name (and the section's number after the first), its class's setup (`awakeFromNib`,
    /// outlets' `didSet`) run on it, then what the data source set on it through its outlets.
    private func nibSectionViewSpec(_ nib: CodeSectionNib, steps: [CodeStep], _ which: String, number: Int, context: inout Context) -> ViewSpec? {
        let first = context.explainedSteps.insert(nib.location).inserted
        let place = "\(context.display(nib.location)): \(context.owner.name)"
        guard let path = code.xib(nib.name, near: nib.location.file) else {
            if first { context.notApplied.append("\(place) registers the nib \"\(nib.name)\" for a section's \(which), but the folder has no \(nib.name).xib") }
            return nil
        }
        let read: NibView?
        switch nibViews[path] {
        case .success(let found)?: read = found
        case .failure(let error)?:
            if first { context.notApplied.append("\(place) registers the nib \"\(nib.name)\", which cannot be read: \(error.description)") }
            return nil
        case nil: read = nil
        }
        guard let nibView = read else {
            if first { context.notApplied.append("\(place) registers the nib \"\(nib.name)\" for a section's \(which), whose top level holds no view") }
            return nil
        }
        // Ids are unique within a controller: each section's copy has its own.
        let suffix = which == "header" ? (number == 0 ? "" : "#\(number + 1)") : "#\(which)\(number + 1)"
        func transform(_ id: String) -> String { "\(nib.name).xib/\(id)\(suffix)" }
        var view = nibView.view
        view.mutateViews { view in
            view.id = view.id.map(transform)
            view.layout.mapIDs(transform)
        }
        let outlets = nibView.outlets.mapValues(transform)
        var scratch = context
        if let className = view.className, let classCode = code.classCode(className, near: path) {
            // The view's runtime attributes in its xib run its code as for a storyboard's views.
            let (owner, attributes) = Self.withRuntimeAttributes(classCode, file: path, id: nibView.view.id)
            var viewContext = Context(owner: owner, controllerID: context.controllerID, outlets: outlets,
                                      document: context.document, isController: false, selfID: view.id)
            viewContext.display = context.display
            viewContext.runtimeAttributes = attributes
            applyView(&view, context: &viewContext)
            scratch.understood += viewContext.understood
            scratch.notApplied += viewContext.notApplied
        }
        let sectionPlace = "the \(which) of section \(number + 1)"
        for step in steps {
            switch step.action {
            case .set(.cellOutlet(nib.reuseIdentifier?, let name), _) where name == "textLabel" || name == "contentConfiguration":
                // The section's title (Interpreter+Tables), as a plain header shows it.
                continue
            case .set(.cellOutlet(nib.reuseIdentifier?, let name), let property):
                if set(property, of: outlets[name], in: &view.subviews, from: step.location) {
                    scratch.applied(step, "sets \(property.name) of \(name), in \(sectionPlace) from \(nib.name).xib")
                } else {
                    scratch.notApplied(step, "sets \(property.name) of \(name), which is not a view of \(nib.name).xib's \(which) view")
                }
            case .set(.cell(nib.reuseIdentifier?), let property):
                if set(property, on: &view, from: step.location) {
                    scratch.applied(step, "sets \(property.name) of \(sectionPlace) from \(nib.name).xib")
                } else {
                    scratch.notApplied(step, "\(property.name) does not apply to \(sectionPlace)")
                }
            default:
                scratch.notApplied(step, "\(step.action.isNavigation ? "navigation" : "a change outside the \(which) view") in a data source method is not simulated")
            }
        }
        if first {
            context.understood += scratch.understood.dropFirst(context.understood.count)
            context.notApplied += scratch.notApplied.dropFirst(context.notApplied.count)
        }
        return view
    }
}
