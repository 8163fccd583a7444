import SwiftInterpreter

extension ClassReader {
    /// The facts of the class's `accessibilityElementCount()` and `accessibilityElement(at:)`, run
    /// from the state after setup (docs/code.md, "Accessibility elements and containers"): the
    /// container's elements in that order. Each statement is accounted for once.
    func containerElementSteps(_ interpreter: Interpreter, from setup: Interpreter.State, record: (Interpreter.Run) -> Void) -> [CodeStep] {
        guard let reading = interpreter.readContainerElements(from: setup) else { return [] }
        var counted: Set<String> = []
        account(reading.runs, notes: reading.notes, counted: &counted, record: record)
        return reading.steps
    }
}
