/// Table cells the app makes itself instead of dequeuing them (docs/code.md, "Cells made without
/// dequeuing"): `let cell = SettingCell()` or `UITableViewCell(style: .default, reuseIdentifier: nil)`
/// in a data source method or closure, or kept in a property and returned for a row. UIKit shows
/// such a cell as it shows a dequeued one, so it is a row's cell: a cell of the app's class is made
/// as a registered class's is (its initializer runs, Interpreter+CodeCells), UIKit's plain cell is
/// one whose built-in labels the code sets; each is registered under a reuse identifier of its own
/// (its class's name, or the one the code gives) so that the table's fill finds it.
extension Interpreter {
    /// The reuse identifier of UIKit's plain cells made without one.
    static let plainCellMadeInCode = "UITableViewCell made in code"

    /// `SettingCell()` or `SettingCell(style:reuseIdentifier:)` of the app's class descending from
    /// `UITableViewCell`: the cell, made and registered; nil for any other type or initializer.
    func cellMadeInCode(_ typeName: String, _ arguments: [Argument]) -> Value? {
        guard arguments.isEmpty || arguments.map(\.label) == ["style", "reuseIdentifier"],
              uiKitClass(of: typeName, among: ["UITableViewCell"]) != nil else { return nil }
        let identifier = arguments.last?.value.knownText ?? typeName
        guard let cell = makeRegisteredCell(typeName, .table, identifier: identifier) else { return nil }
        registerCellMadeInCode(identifier, cellClass: typeName)
        return cell
    }

    /// `UITableViewCell()` or `UITableViewCell(style:reuseIdentifier:)`: UIKit's plain cell, whose
    /// `textLabel` and `detailTextLabel` the code then sets.
    func plainCellMadeInCode(_ call: Call) -> Value {
        let identifier = call.argument("reuseIdentifier")?.knownText ?? Self.plainCellMadeInCode
        registerCellMadeInCode(identifier, cellClass: "UITableViewCell")
        let cell = ObjectRef.cell(identifier, className: nil)
        dequeued.append(cell)
        return .object(cell)
    }

    /// Registers `cellClass` for `identifier` in the table, unless the app registered that identifier itself.
    private func registerCellMadeInCode(_ identifier: String, cellClass: String) {
        guard !registeredCells.contains(where: { $0.kind == .table && $0.reuseIdentifier == identifier }) else { return }
        registeredCells.append(CodeCellRegistration(kind: .table, reuseIdentifier: identifier, cellClass: cellClass, location: statementLocation))
    }
}
