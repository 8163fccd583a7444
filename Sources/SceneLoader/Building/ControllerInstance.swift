import AccessibilityTree

/// One live instance of a controller template: the controller and its elements by id, which the
/// steps of its behaviours resolve against.
@MainActor
final class ControllerInstance {
    let template: ControllerSpec
    weak var controller: ViewController?
    /// For an alert: the instance that presented it, whose controller its actions act for.
    weak var presenter: ControllerInstance?
    /// Texts to set on elements once the view is built (a transition's `texts`).
    var pendingTexts: [TextAssignment] = []
    private var elements: [String: WeakElement] = [:]

    private struct WeakElement {
        weak var object: AnyObject?
    }

    init(template: ControllerSpec) {
        self.template = template
    }

    /// Records `object` (a view, row, item or bar button item) under its `id`, and under its
    /// accessibility identifier unless an element already has that name.
    func register(_ object: AnyObject, id: String?, identifier: String? = nil) {
        if let id { elements[id] = WeakElement(object: object) }
        if let identifier, elements[identifier]?.object == nil { elements[identifier] = WeakElement(object: object) }
    }

    /// The live element with `id`, when it exists.
    func element(_ id: String) -> AnyObject? { elements[id]?.object }

    /// The controller the steps act for: the presenter's for an alert.
    var actingController: ViewController? {
        if template.kind == .alert, let presenter { return presenter.actingController }
        return controller
    }
}
