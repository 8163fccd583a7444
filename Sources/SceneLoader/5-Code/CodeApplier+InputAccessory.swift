import SwiftInterpreter

extension CodeApplier {
    /// Whether the views a class's code returns from `inputAccessoryView` (`ids`, the last one wins)
    /// are docked: only a view controller's are (docs/voiceover.md, "A first responder's input
    /// accessory view"); a view's (a text field's), shown only while that view is first responder,
    /// is not modelled, saying so.
    static func docksInputAccessoryView(_ ids: [Int], _ steps: [Int: CodeStep], context: inout Context) -> Bool {
        guard context.isController else {
            for id in ids {
                if let step = steps[id] {
                    context.notApplied(step, "returns an input accessory view from a view, shown only while that view is first responder (editing), which is not modelled")
                }
            }
            return false
        }
        for id in ids.dropLast() { if let step = steps[id] { context.notApplied(step, "returns an input accessory view that a later one replaces") } }
        return true
    }
}

extension CodeApplier {
    /// `field.inputAccessoryView = view` or `field.inputView = view` (`placement`): `input` becomes
    /// the text field's, shown above or in place of the keyboard while it is editing
    /// (docs/voiceover.md, "A text field's input accessory view"); false when `view` is not a text field.
    static func setInputView(_ input: ViewSpec, _ placement: CodePlacement, of view: inout ViewSpec) -> Bool {
        guard case .textField(var field) = view.kind else { return false }
        if placement == .inputView { field.inputView = input } else { field.inputAccessoryView = input }
        view.kind = .textField(field)
        return true
    }

    /// Why an input accessory view given to `parent` is not shown.
    static func notATextField(_ parent: CodeTarget) -> String {
        "sets the input view or input accessory view of \(parent), which is not a text field: only a text field's is shown while it edits (a text view's editing is not modelled)"
    }
}
