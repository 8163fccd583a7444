import AccessibilityTree

/// The app delegate of a scene: the last responder, answering app-wide gestures such as magic tap.
@MainActor
final class SceneAppDelegate: Responder {
    override var className: String { customClassName ?? "AppDelegate" }
}

/// A view controller from a scene template (view, table or collection kind): builds its root view
/// from the template when first asked, as `loadView` does.
@MainActor
final class SceneViewController: ViewController {
    let instance: ControllerInstance
    let runtime: SceneRuntime

    init(instance: ControllerInstance, runtime: SceneRuntime) {
        self.instance = instance
        self.runtime = runtime
        super.init(title: instance.template.title)
    }

    override var className: String { instance.template.kind.uiKitClassName }

    override func loadView() {
        setView(runtime.buildRootView(for: instance))
    }
}
