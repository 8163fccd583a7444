import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// Target-actions the app's code adds (`addTarget(self, action:for:)`, `addAction(_:for:)`): on the
/// controls of a controller's scene, and on a control of the app's own `UIControl` subclass or the
/// controls inside it (docs/code.md, "Actions and menus"). Each runs the class's method when the
/// control sends it.
extension CodeApplier {
    /// Adds the target-action `step` makes (an `.addTarget` fact) to the control `viewID` among the
    /// views `mutate` reaches, noting what became of it; `isOwn` when the control's own class adds it,
    /// which UIKit does before the screen's `viewDidLoad` adds any.
    func addTargetAction(_ step: CodeStep, viewID: String?, in mutate: ((inout ViewSpec) -> Void) -> Void, context: inout Context, isOwn: Bool = false) {
        guard case .addTarget(let target, let selector, let event) = step.action else { return }
        let owner = context.owner.name
        var found = false
        if let viewID { found = Self.mutateView(viewID, in: mutate) { view in
            guard view.isControl, let controlEvent = ControlEvent(rawValue: event) else {
                context.notApplied(step, "adds the action \(selector) to \(target), which is not a control")
                return
            }
            let action = TargetActionSpec(selector: selector, target: owner, event: controlEvent,
                                          mark: SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column)))
            // Its own, made in `init(coder:)`, come before the file's connections; later ones before the screen's code's.
            let screens = view.control.actions.firstIndex { $0.mark.location?.file.hasSuffix(".swift") == true } ?? view.control.actions.count
            view.control.actions.insert(action, at: isOwn ? (step.method == "init" ? 0 : screens) : view.control.actions.count)
            context.applied(step, "adds the action \(selector) to \(target)")
        } }
        if !found { context.notApplied(step, "adds the action \(selector) to \(target), which no view of the scene is connected to") }
    }

    /// Gives each target-action `mutateActions` reaches whose selector is one of the class's methods
    /// (with the class as target, or none) that method's steps.
    func attachMethods(context: inout Context, to mutateActions: ((inout TargetActionSpec) -> Void) -> Void) {
        let owner = context.owner
        for (selector, method) in owner.methods.sorted(by: { $0.key < $1.key }) {
            guard !method.steps.isEmpty, let steps = translate(method.steps, context: &context) else { continue }
            let summary = summarize(method, steps, context: context)
            var matches = 0
            mutateActions { action in
                guard action.selector == selector, action.target == nil || action.target == owner.name else { return }
                action.steps += steps
                action.summary = summary
                matches += 1
            }
            if matches > 0 {
                context.understood.append(summary)
            }
        }
    }

    /// The target-actions a custom view's class adds in its setup, when the view (or the outlet's
    /// view inside it) is a control, with the class's methods they send.
    func applyTargetActions(to view: inout ViewSpec, context: inout Context) {
        let viewContext = context
        for step in context.owner.setup {
            guard case .addTarget(let target, _, _) = step.action else { continue }
            addTargetAction(step, viewID: viewContext.viewID(target, root: nil), in: { body in view.mutateViews(body) }, context: &context, isOwn: target == .this)
        }
        attachMethods(context: &context) { body in
            view.mutateViews { inner in
                for index in inner.control.actions.indices { body(&inner.control.actions[index]) }
            }
        }
    }
}
