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
