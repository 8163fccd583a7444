/// The one table of RxDataSources' API the interpreter understands (docs/code.md, "Tables filled
/// through RxSwift"): a sectioned data source made with a `configureCell` closure, which the
/// library calls for each row once the app binds its sections to a table or collection
/// (`items.drive(tableView.rx.items(dataSource:))`). RxDataSources is not UIKit, so it is not a row
/// of ``UIKitAPI``; the rows its closure makes are recorded like a diffable data source's.
package enum RxDataSourcesAPI {
    /// A row for a call: what it does, given the interpreter and the call.
    package typealias Row = @Sendable (Interpreter, Interpreter.Call) -> Value

    /// The data sources' initializers, by class: each keeps its `configureCell` closure as the cell
    /// provider of the kind of view it fills.
    static let functions: [String: Row] = [
        "RxTableViewSectionedReloadDataSource": { interpreter, call in interpreter.rxDataSource(.table, "RxTableViewSectionedReloadDataSource", call) },
        "RxTableViewSectionedAnimatedDataSource": { interpreter, call in interpreter.rxDataSource(.table, "RxTableViewSectionedAnimatedDataSource", call) },
        "RxCollectionViewSectionedReloadDataSource": { interpreter, call in
            interpreter.rxDataSource(.collection, "RxCollectionViewSectionedReloadDataSource", call)
        },
        "RxCollectionViewSectionedAnimatedDataSource": { interpreter, call in
            interpreter.rxDataSource(.collection, "RxCollectionViewSectionedAnimatedDataSource", call)
        },
    ]

    /// The arguments the library gives `configureCell` before the view and index path: the data source itself.
    static let leadingArgumentCount = 1
}
