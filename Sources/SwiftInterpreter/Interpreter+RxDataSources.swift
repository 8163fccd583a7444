/// Tables and collections filled through RxDataSources (docs/code.md, "Tables filled through
/// RxSwift"): the `configureCell` closure of a sectioned data source made during setup is the cell
/// provider of its kind of view, run as a diffable data source's is (Interpreter+Tables): the sections
/// the app binds come from its store or network, known only when the app runs, so one sample row
/// stands for them, its item unknown and named by the closure's parameter (`⟨item.title⟩`).
extension Interpreter {
    /// `RxTableViewSectionedReloadDataSource(configureCell: { dataSource, tableView, indexPath, item in … })`:
    /// keeps the closure (labelled `configureCell:`, else the first one) and returns the data source,
    /// an object of the library whose members are unknown.
    func rxDataSource(_ kind: CodeTableFill.Kind, _ className: String, _ call: Call) -> Value {
        guard let provider = call.argument("configureCell") ?? call.closures.first else {
            leaveAlone("makes \(className) whose configureCell closure the interpreter cannot tell")
            return .unknown("\(className)(…)")
        }
        cellProviders[kind] = provider
        libraryCellProviders[kind] = (className, Array(repeating: .unknown("dataSource"), count: RxDataSourcesAPI.leadingArgumentCount))
        return .instance(newInstance(of: className))
    }
}
