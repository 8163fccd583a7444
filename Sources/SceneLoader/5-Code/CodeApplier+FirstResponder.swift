import AccessibilityTree
import SwiftInterpreter

/// Editing started and ended by the app's actions (docs/voiceover.md, "A text field's input
/// accessory view"): `field.becomeFirstResponder()`, `field.resignFirstResponder()` and
/// `view.endEditing(true)` become steps that start or stop a text field's editing, showing or hiding
/// the keyboard and the field's accessory view.
extension CodeApplier {
    /// The steps of `step`, which makes the view `target` names first responder (`becomes`) or
    /// resigns it: the text field itself, or for a resignation every text field inside the view
    /// (`endEditing`). Nothing, said as not applied, when the view is not one of the scene's or a
    /// view that is not a text field is asked to become first responder.
    func firstResponderSteps(_ step: CodeStep, _ target: CodeTarget, becomes: Bool, context: inout Context) -> [Step] {
        let mark = SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column))
        guard let id = context.viewID(target, root: context.rootViewID), let view = context.sceneView(id) else {
            context.notApplied(step, "\(becomes ? "makes" : "resigns") \(target) \(becomes ? "" : "as ")first responder, which no view of the scene is connected to")
            return []
        }
        if case .textField = view.kind { return [Step(.setEditing(.id(id), becomes ? .on : .off), mark: mark)] }
        guard !becomes else {
            context.notApplied(step, "makes \(target) first responder, which is not a text field: only a text field's editing is modelled")
            return []
        }
        var fields: [String] = []
        view.forEachView { if case .textField = $0.kind, let field = $0.id { fields.append(field) } }
        return fields.map { Step(.setEditing(.id($0), .off), mark: mark) }
    }
}

extension ControllerSpec {
    /// The view with `id` among the controller's views (``mutateViews(_:)``'s), nil when none has it.
    func view(withID id: String) -> ViewSpec? {
        content.rootView?.view(withID: id) ?? navigationItem?.titleView?.view(withID: id) ?? inputAccessoryView?.view(withID: id)
    }
}

extension ViewSpec {
    /// This view or the view with `id` inside it (``forEachView(_:)``'s), nil when none has it.
    func view(withID id: String) -> ViewSpec? {
        var found: ViewSpec?
        forEachView { if found == nil, $0.id == id { found = $0 } }
        return found
    }
}
