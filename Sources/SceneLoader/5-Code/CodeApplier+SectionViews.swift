import AccessibilityTree
import SwiftInterpreter

/// Section header and footer views made in code (docs/code.md, "Tables and collections"): the view
/// `tableView(_:viewForHeaderInSection:)` returns, with the views its run placed in it and what it
/// set on them, is the section's header, read before its rows; a footer's after them.
extension CodeApplier {
    /// The section's header or footer view (`which`: "header", "footer") from what the code made,
    /// with an id of its own under its table or collection `listID`; explained once per statement that makes it.
    func sectionViewSpec(_ section: CodeSectionView, _ which: String, number: Int, listID: String, context: inout Context) -> ViewSpec {
        let made = section.view
        let at = made.location
        var root = ViewSpec(kind: .view, id: "\(listID)/section\(number + 1)-\(which)", mark: SourceMark(SourceLocation(file: at.file, line: at.line, column: at.column)))
        if made.className != made.uiKitClass { root.className = made.className }
        var scratch = context
        let place = "the \(which) of section \(number + 1)"
        let own = buildMadeView(&root, made, steps: section.steps, scratch: &scratch, place: place, inside: ("a section's \(which) view", "its", false))
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
}
