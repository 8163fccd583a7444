/// Parameters a class keeps in a stored property of the same name (docs/code.md, "Control flow"):
/// `init(viewModel: FamiliarFollowersViewModel) { self.viewModel = viewModel; …;
/// viewModel.setupDiffableDataSource(tableView: tableView) }` calls the view model the controller
/// keeps. The parameter is unknown (whoever made the controller gave it), but it is the property's
/// value, so it stands for an instance of the property's declared type as the property does
/// (Interpreter+TypedUnknowns), and the two stay one object.
extension Interpreter {
    /// Whether the local `name`, holding `local`, is the unknown value the stored property `name` of
    /// `owner` (the class run) was set to: a parameter the initializer kept.
    func isKeptParameter(_ name: String, _ local: Value, owner: Value) -> Bool {
        guard case .unknown = local, owner == .object(.this) else { return false }
        return state.fields[name] == local
    }
}
