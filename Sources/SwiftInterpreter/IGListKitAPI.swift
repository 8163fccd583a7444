/// The one table of IGListKit's API the interpreter understands (docs/code.md, "Lists made with
/// IGListKit"): a `ListAdapter` given a collection view and a data source, the section controllers
/// the data source returns, and the cells their `collectionContext` dequeues. IGListKit is not UIKit,
/// so it is not a row of ``UIKitAPI``; what it makes are a collection view's sections and cells,
/// recorded like those a `UICollectionViewDataSource` makes. `ListSwiftAdapter`, `ListSwiftPair`
/// and `ListSwiftSectionController`'s binders are the Swift layer shipped beside it.
package enum IGListKitAPI {
    /// A row for a call: what it does, given the interpreter and the call.
    package typealias Row = @Sendable (Interpreter, Interpreter.Call) -> Value

    /// IGListKit's section controller classes an app subclasses: an instance of the app's subclass
    /// the data source returns is a section of the collection.
    package static let sectionControllerClasses: Set<String> = [
        "ListSectionController", "ListBindingSectionController", "ListGenericSectionController", "ListSwiftSectionController",
    ]

    /// The adapters' classes: what the code sets on one (`collectionView`, `dataSource`) is kept.
    static let adapterClasses: Set<String> = ["ListAdapter", "ListSwiftAdapter"]

    /// The class of the object a section controller's `collectionContext` is.
    static let collectionContextClass = "ListCollectionContext"

    /// Initializers and free functions, by name (`ListSwiftPair.pair` qualified by its type).
    static let functions: [String: Row] = [
        "ListAdapter": { interpreter, call in interpreter.makeListObject("ListAdapter", viewController: call.argument("viewController")) },
        "ListSwiftAdapter": { interpreter, call in interpreter.makeListObject("ListSwiftAdapter", viewController: call.argument("viewController")) },
        "ListAdapterUpdater": { _, _ in .unknown("a list adapter updater") },
        // `ListSwiftPair.pair(value) { SectionController() }`: the library calls the closure for the section controller.
        "ListSwiftPair": { interpreter, call in interpreter.listSwiftPair(call) },
        "ListSwiftPair.pair": { interpreter, call in interpreter.listSwiftPair(call) },
        // `ListCellType.class(IssueCell.self)`: the class of a binder's cells.
        "ListCellType.class": { _, call in call.argument(nil) ?? .unknown("a cell type") },
        // `binder(value, cellType:, size:, configure:)` in `createBinders(from:)`: a cell made and configured.
        "binder": { interpreter, call in interpreter.listBinder(call) },
    ]

    /// Methods of a section controller's `collectionContext`, by base name.
    static let contextMethods: [String: Row] = [
        "dequeueReusableCell": { interpreter, call in interpreter.listDequeue(call) },
        "dequeueReusableCellFromStoryboard": { interpreter, call in interpreter.listDequeue(call) },
        "dequeueReusableSupplementaryView": { interpreter, _ in
            interpreter.leaveAlone("dequeues a supplementary view of a section controller, which is not modelled yet")
            return .unknown("a supplementary view")
        },
        "dequeueReusableSupplementaryViewFromStoryboard": { interpreter, _ in
            interpreter.leaveAlone("dequeues a supplementary view of a section controller, which is not modelled yet")
            return .unknown("a supplementary view")
        },
    ]
}
