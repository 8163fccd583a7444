/// Types the app nests inside the class being run (docs/code.md, "The value model"): inside
/// `ContrastContextMenu`, `Cell` names `ContrastContextMenu.Cell` (`private class Cell: UITableViewCell
/// { static let reuseIdentifier = "cell" }`), so `Cell.reuseIdentifier` and `Cell.self` are known.
extension Interpreter {
    /// The qualified name of the type `name` nested in the type being run or one enclosing it,
    /// innermost first (`A.B` looks in `A.B`, then `A`); nil when none declares it.
    func nestedType(_ name: String) -> String? {
        guard let typeName = frames.last?.typeName, !typeName.isEmpty else { return nil }
        var scope = typeName.split(separator: ".").map(String.init)
        while !scope.isEmpty {
            let qualified = (scope + [name]).joined(separator: ".")
            if index.declaresType(qualified) { return qualified }
            scope.removeLast()
        }
        return nil
    }
}
