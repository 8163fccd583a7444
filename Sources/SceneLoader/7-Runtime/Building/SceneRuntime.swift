import AccessibilityTree

/// The live side of a loaded scene: makes controller instances from templates (at launch and for
/// every push, show and present, as storyboard segues do), runs behaviours, and remembers where each
/// object is defined.
///
/// Its parts: `SceneRuntime+Controllers` instantiates templates, `SceneRuntime+Views` and
/// `SceneRuntime+Tables` build what they contain, `SceneRuntime+Steps` and `SceneRuntime+StepMutations`
/// run behaviours; ``AccessibilityApplier`` and ``BehaviourAttachment`` apply an element's
/// accessibility and behaviours.
@MainActor
final class SceneRuntime {
    let document: SceneDocument
    let locations = LocationRegistry()
    weak var application: Application?
    /// The window the scene is built into, held only while the scene launches (``beginLaunch(into:)``
    /// to ``endLaunch()``).
    private var launchWindow: Window?
    /// The scene's window: while it launches, the one it is built into; after that, the one among the
    /// application's windows.
    ///
    /// Found through the application rather than held weakly: a weak reference would give the window
    /// a side table, which puts every retain and release of it on the runtime's slow path.
    var window: Window? {
        launchWindow ?? application?.windows.first { $0.objectID == windowID }
    }
    /// The scene's window's process-unique number (``AccessibilityObject/objectID``).
    private var windowID: ElementID?

    /// Starts the launch into `window`: until ``endLaunch()`` the runtime holds it, since the
    /// application does not show it yet.
    func beginLaunch(into window: Window) {
        launchWindow = window
        windowID = window.objectID
    }

    /// Ends the launch: from now on the window is found among the application's windows.
    func endLaunch() {
        launchWindow = nil
    }
    private var instances: [ObjectIdentifier: ControllerInstance] = [:]
    /// How many instances were left after the last sweep of those whose controller is gone.
    private var instancesAfterSweep = 0
    /// The instances whose templates have handlers of the app's notifications, in the order made
    /// (SceneRuntime+AppNotifications).
    var observingInstances: [WeakInstance] = []
    /// The controls whose `sendActions(for:)` step is running (SceneRuntime+StepMutations).
    var sendingActions: Set<ObjectIdentifier> = []
    /// Each template's position in the document by id, then by storyboard ID (``resolveTemplate(_:)``).
    private let templatePositions: SceneDocument.ControllerPositions
    private var deferred: [@MainActor () -> Void] = []
    private var buildDepth = 0

    init(document: SceneDocument, positions: SceneDocument.ControllerPositions) {
        self.document = document
        templatePositions = positions
    }

    /// The instance behind a live controller made by this runtime.
    func instance(of controller: ViewController) -> ControllerInstance? {
        guard let instance = instances[ObjectIdentifier(controller)], instance.controller === controller else { return nil }
        return instance
    }

    func track(_ instance: ControllerInstance, controller: ViewController) {
        // Instances of controllers that are gone hold their views; let them go. Swept when the table
        // has doubled since the last sweep, so that tracking stays linear in the instances made.
        if instances.count >= max(8, 2 * instancesAfterSweep) {
            instances = instances.filter { $0.value.controller != nil }
            instancesAfterSweep = instances.count
        }
        instance.controller = controller
        instances[ObjectIdentifier(controller)] = instance
        if !instance.template.notificationHandlers.isEmpty { observingInstances.append(WeakInstance(instance: instance)) }
        locations.register(controller, instance.template.mark)
    }

    /// The template named `name` (an id, else a storyboard ID), found through an index instead of a
    /// search of every template for each controller made.
    func resolveTemplate(_ name: String) -> ControllerSpec? {
        templatePositions.template(named: name, in: document)
    }

    /// Forgets a view a step removed (and the views inside it) in every instance that named it.
    func forgetRemoved(_ view: View) {
        for instance in instances.values { instance.forget(view) }
    }

    /// Runs `body` as one build; references between its elements (`accessibilityElements`, rotors)
    /// are resolved when the outermost build completes, once every element exists.
    func building<Result>(_ body: () -> Result) -> Result {
        buildDepth += 1
        let result = body()
        buildDepth -= 1
        if buildDepth == 0 {
            let pending = deferred
            deferred = []
            for resolve in pending { resolve() }
        }
        return result
    }

    /// Resolves element references once the current build completes.
    func deferReferences(_ resolve: @escaping @MainActor () -> Void) {
        deferred.append(resolve)
    }

    /// Records a problem a behaviour met at run time, as UIKit logs to the console.
    func warn(_ message: String, at mark: SourceMark) {
        let prefix = mark.location.map { "\($0): " } ?? ""
        (application ?? Application.current)?.warn(prefix + message)
    }

    /// The instances of the controllers on screen, front-most first.
    var onScreenInstances: [ControllerInstance] {
        guard let window else { return [] }
        return window.onScreenViewControllers().reversed().compactMap { instance(of: $0) }
    }
}
