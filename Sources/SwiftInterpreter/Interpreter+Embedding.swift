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

/// Tab bar and split view controllers of the app filling themselves in code.
extension Interpreter {
    /// `viewControllers = [a, b]` or `setViewControllers([a, b], animated:)` in a class descending from
    /// `UITabBarController` or `UISplitViewController`: the app's controllers made in code it holds
    /// (a `UINavigationController(rootViewController:)` stands for its root); false for any other
    /// class, which the UIKit table handles.
    func setContainedControllers(_ value: Value) -> Bool {
        guard uiKitClass(of: className, among: ["UITabBarController", "UISplitViewController"]) != nil else { return false }
        guard case .array(let elements) = value else {
            leaveAlone("sets viewControllers to a list the interpreter cannot tell")
            return true
        }
        let names = elements.compactMap(shownController)
        guard !names.isEmpty else {
            leaveAlone("sets viewControllers to controllers none of which is one of the app's made in code")
            return true
        }
        effect(.set(.this, .viewControllers(names)))
        recordNavigationControllers(elements)
        return true
    }

    /// `setViewController(controller, for: .primary)` in a class descending from `UISplitViewController`.
    func setColumn(_ column: String, _ value: Value) -> Bool {
        guard uiKitClass(of: className, among: ["UISplitViewController"]) != nil else { return false }
        guard ["primary", "supplementary", "secondary"].contains(column), let name = shownController(value) else {
            leaveAlone("sets a split view column the interpreter cannot tell to a controller it cannot tell")
            return true
        }
        effect(.set(.this, .column(column, name)))
        recordNavigationControllers([value])
        return true
    }

    /// Records which of `elements` are navigation controllers made in code, by their root's name,
    /// when any is.
    private func recordNavigationControllers(_ elements: [Value]) {
        let roots = elements.filter(isNavigationController).compactMap(shownController)
        if !roots.isEmpty { effect(.set(.this, .inNavigationControllers(roots))) }
    }

    /// Whether `value` is a navigation controller made in code: `UINavigationController(rootViewController:)`
    /// (which the interpreter makes its root, remembered in `inNavigation`), one made empty and given
    /// its stack, or the app's subclass of it.
    private func isNavigationController(_ value: Value) -> Bool {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName else { return false }
        return inNavigation.contains(id) || typeName == "UINavigationController" || uiKitClass(of: typeName, among: ["UINavigationController"]) != nil
    }
}
