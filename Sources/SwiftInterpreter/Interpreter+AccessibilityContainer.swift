/// A container view that answers VoiceOver's `UIAccessibilityContainer` questions itself:
/// `accessibilityElementCount()` and `accessibilityElement(at:)` overridden give the container's
/// elements, in that order (docs/code.md, "Accessibility elements and containers").
extension Interpreter {
    /// What asking the class's container methods found: the fact (the container's elements, or that
    /// its order is known only when the app runs), what was left alone, and each run for the accounting.
    package struct ContainerReading {
        package var steps: [CodeStep] = []
        package var notes: [CodeNote] = []
        package var runs: [(entry: String, run: Run)] = []
    }

    /// `accessibilityElementCount()` run once and `accessibilityElement(at:)` for each index below
    /// the count (at most ``InterpreterLimits/maximumContainerElements``), each from the state after
    /// setup; nil when the class declares neither. `index(ofAccessibilityElement:)` is not run:
    /// VoiceOver's order follows from the other two.
    package func readContainerElements(from setup: State) -> ContainerReading? {
        guard let countMethod = method("accessibilityElementCount", of: className),
              let elementMethod = method("accessibilityElement", of: className, labels: ["at"]) else { return nil }
        var reading = ContainerReading()
        func ask(_ function: FunctionRef, _ entry: String, _ arguments: [Value]) -> Value? {
            restore(setup)
            let result = run(function, entry: entry, arguments: arguments)
            reading.runs.append((entry, result))
            return result.returned
        }
        let at = declarationLocation(elementMethod)
        let entry = "accessibilityElement(at:)"
        guard let count = ask(countMethod, "accessibilityElementCount()", []).flatMap(position) else {
            reading.notes.append(CodeNote(location: declarationLocation(countMethod),
                                          reason: "accessibilityElementCount(): left alone: the count is not known statically; the order inside is known only when the app runs"))
            reading.steps.append(CodeStep(.set(.this, .elementsSetInCode), at: at, in: entry))
            return reading
        }
        if count > InterpreterLimits.maximumContainerElements {
            reading.notes.append(CodeNote(location: at, reason: "accessibilityElement(at:): left alone: elements past \(InterpreterLimits.maximumContainerElements) are not asked for"))
        }
        // Each element once, at the first index that returns it.
        var elements: [Value] = []
        for index in 0..<min(count, InterpreterLimits.maximumContainerElements) {
            let element = ask(elementMethod, entry, [.number(Double(index))]) ?? .unknown(entry)
            if !elements.contains(element) { elements.append(element) }
        }
        // The list as `accessibilityElements = [...]` sets it: views and elements the model holds,
        // else the flag that the order is known only when the app runs.
        restore(setup)
        begin(entry)
        statementLocation = at
        setElements(of: .this, .array(elements))
        reading.steps += end(nil).steps
        restore(setup)
        return reading
    }
}
