/// Views a controller's stored properties make (docs/code.md, "Control flow"): `var tableView =
/// UITableView(frame: .zero, style: .grouped)` is the table the screen shows, though another object
/// could in principle replace it before the screen shows, as it may set a `var items: [Item] = []`.
extension Interpreter {
    /// Whether `value`, a stored property's initial value, is a view or UIKit object made in code
    /// by the declaration itself, which is kept as made rather than merged with what another
    /// object may set.
    static func isMadeByDeclaration(_ value: Value) -> Bool {
        if case .object(.created) = value { return true }
        return false
    }
}
