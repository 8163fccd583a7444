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
    /// The elements by id, held strongly as a controller's outlets hold its views, until a step removes
    /// one (``forget(_:)``) or the runtime drops the instance with its controller. Weak references
    /// would give every view built from a storyboard a side table, which puts each retain and release
    /// of it on the runtime's slow path.
    private var elements: [String: AnyObject] = [:]

    init(template: ControllerSpec) {
        self.template = template
    }

    /// Records `object` (a view, row, item or bar button item) under its `id`, and under its
    /// accessibility identifier unless an element already has that name.
    func register(_ object: AnyObject, id: String?, identifier: String? = nil) {
        if let id { elements[id] = object }
        if let identifier, elements[identifier] == nil { elements[identifier] = object }
    }

    /// The element with `id`, when one was built and no step removed it.
    func element(_ id: String) -> AnyObject? { elements[id] }

    /// Forgets `view` and the views inside it, which a step removed: a later step that names one
    /// warns that it is not on screen.
    func forget(_ view: View) {
        elements = elements.filter { _, object in
            guard let element = object as? View else { return true }
            return !element.isDescendant(of: view)
        }
    }

    /// The controller the steps act for: the presenter's for an alert.
    var actingController: ViewController? {
        if template.kind == .alert, let presenter { return presenter.actingController }
        return controller
    }
}
