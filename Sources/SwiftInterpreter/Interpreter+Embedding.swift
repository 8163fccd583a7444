/// View controllers embedded in code: `addChild(child)` and `view.addSubview(child.view)` put the
/// child's screen inside the parent's, as a storyboard's container view does (docs/code.md, "View
/// controllers built in code").
extension Interpreter {
    /// `child.view` of one of the app's view controllers made in code: a view made in code standing for
    /// the controller's root view (the same one each time the code reads it); nil for any other value.
    func embeddedView(of value: Value) -> Value? {
        guard case .instance(let instance) = value, let controller = shownController(value) else { return nil }
        if let existing = controllerViews[instance] { return .object(.created(controller, existing)) }
        createdCount += 1
        var view = CodeView(id: createdCount, className: controller, uiKitClass: "UIView", location: statementLocation)
        view.embeddedController = controller
        createdViews[createdCount] = view
        controllerViews[instance] = createdCount
        return .object(.created(controller, createdCount))
    }
}
