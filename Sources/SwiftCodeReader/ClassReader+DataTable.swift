import SwiftInterpreter

extension ClassReader {
    /// The facts of the data table methods (`UIAccessibilityContainerDataTable`) of the class and of
    /// the views of the app's classes its code makes, run from the state after setup (docs/code.md,
    /// "Data tables declared in Swift"): each cell's rows and columns, the table's header elements.
    /// Each statement is accounted for once: the notes of every run, the statements understood in the
    /// first run of each method.
    func dataTableSteps(_ interpreter: Interpreter, from setup: Interpreter.State, record: (Interpreter.Run) -> Void) -> [CodeStep] {
        let readings = [interpreter.readDataTable(from: setup)].compactMap { $0 } + interpreter.readDataTablesMadeInCode(from: setup)
        var counted: Set<String> = []
        var steps: [CodeStep] = []
        for reading in readings {
            for (entry, run) in reading.runs {
                var run = run
                if !counted.insert(entry).inserted { run.understood = 0 }
                record(run)
            }
            // What the reading itself left alone (a count not known, the cells past the limit).
            if var last = reading.runs.last?.run, !reading.notes.isEmpty {
                last.notes = reading.notes
                last.understood = 0
                record(last)
            }
            steps += reading.steps
        }
        return steps
    }
}
