/// Page view controllers in code: `setViewControllers([first], direction:animated:)` on UIKit's
/// `UIPageViewController` made in code, or in the app's own subclass, shows the first page; the page
/// view controller stands for that page's controller wherever it is shown or embedded (docs/code.md,
/// "Page view controllers").
extension Interpreter {
    /// `setViewControllers(_:direction:animated:)` on a page view controller; false for any other object,
    /// which the caller handles.
    func setPages(_ call: Call) -> Bool {
        let pages = call.argument(nil) ?? .none
        if case .instance(let id)? = call.base, state.instances[id]?.typeName == "UIPageViewController" {
            state.instances[id]?.fields["viewControllers"] = pages
            return true
        }
        guard call.object == .this, uiKitClass(of: className, among: ["UIPageViewController"]) != nil else { return false }
        // The app's own page view controller: its view shows the first page, embedded as a child's.
        guard case .array(let list) = pages, let first = list.first, let view = embeddedView(of: first) else {
            leaveAlone("shows a page the interpreter cannot tell (only one of the app's controllers made in code is modelled)")
            return true
        }
        place(view, in: .rootView, .last)
        return true
    }

    /// The first page of UIKit's page view controller made in code, when `setViewControllers` gave it one
    /// of the app's controllers made in code; nil for anything else.
    func firstPage(of value: Value) -> String? {
        guard case .instance(let id) = value, state.instances[id]?.typeName == "UIPageViewController",
              case .array(let pages)? = state.instances[id]?.fields["viewControllers"], let first = pages.first else { return nil }
        // A page view controller as a page of another is not followed: pages of pages could make a cycle.
        if case .instance(let page) = first, state.instances[page]?.typeName == "UIPageViewController" { return nil }
        return shownController(first)
    }
}
