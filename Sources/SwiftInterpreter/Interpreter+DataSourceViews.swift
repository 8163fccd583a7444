/// The table or collection view a data source method is given (`tableView` of
/// `tableView(_:cellForRowAt:)`): the interpreter passes it as an unknown value, yet the app's own
/// extensions of `UITableView` and `UICollectionView` (`dequeueReusableCell(for:)` of a reuse helper)
/// are called on it, and the UIKit calls inside them act on that view.
extension Interpreter {
    /// The UIKit class of the view a data source method is given, by the name it is passed as
    /// (``cellArguments(section:row:rowName:)``).
    static let dataSourceViewClasses = ["tableView": "UITableView", "collectionView": "UICollectionView"]

    /// The app's extension method `name` of `UITableView` or `UICollectionView` with exactly `labels`,
    /// when `base` is the view a data source method is given; nil otherwise.
    func dataSourceViewMethod(of base: Value?, _ name: String, labels: [String?]) -> FunctionRef? {
        guard case .unknown(let origin)? = base, let uiKitClass = Self.dataSourceViewClasses[origin] else { return nil }
        return method(name, of: uiKitClass, labels: labels)
    }

    /// Whether `value` is one of the model's objects or the view a data source method is given: a
    /// `self` on which the UIKit table's view methods act (`dequeueReusableCell` inside the app's
    /// extension of `UITableView`).
    static func isObjectOrDataSourceView(_ value: Value?) -> Bool {
        switch value {
        case .object?: return true
        case .unknown(let origin)?: return dataSourceViewClasses[origin] != nil
        default: return false
        }
    }
}
