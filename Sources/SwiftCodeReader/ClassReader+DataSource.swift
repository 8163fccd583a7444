import SwiftInterpreter

extension ClassReader {
    /// The tables and collections the class's data source methods fill, run from the state after
    /// setup (docs/code.md, "Tables and collections"). Each statement is accounted for once: the
    /// notes of every run (listed once per place), the statements understood in the first run of
    /// each method (a cell method runs once per row).
    func dataSourceTables(_ interpreter: Interpreter, from setup: Interpreter.State,
                          record: (Interpreter.Run) -> Void) -> [CodeTableFill] {
        var fills: [CodeTableFill] = []
        for kind in [CodeTableFill.Kind.table, .collection] {
            guard let (fill, runs) = interpreter.fillTable(kind, from: setup) else { continue }
            var counted: Set<String> = []
            for (entry, run) in runs {
                var run = run
                if !counted.insert(entry).inserted { run.understood = 0 }
                record(run)
            }
            fills.append(fill)
        }
        return fills
    }
}
