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
            account(reading.runs, notes: reading.notes, counted: &counted, record: record)
            steps += reading.steps
        }
        return steps
    }

    /// Records the runs of methods asked several times (once per place, per index): the notes of
    /// every run, the statements understood in the first run of each method (`counted` holds the
    /// methods already counted), then what the reading itself left alone (a count not known, the
    /// places past a limit).
    func account(_ runs: [(entry: String, run: Interpreter.Run)], notes: [CodeNote], counted: inout Set<String>, record: (Interpreter.Run) -> Void) {
        for (entry, run) in runs {
            var run = run
            if !counted.insert(entry).inserted { run.understood = 0 }
            record(run)
        }
        if var last = runs.last?.run, !notes.isEmpty {
            last.notes = notes
            last.understood = 0
            record(last)
        }
    }
}
