import Foundation
import AccessibilityTree

/// Builds the live model of a validated document: the application and its delegate, the window on
/// the device, the root controller and the controllers presented at launch.
@MainActor
enum SceneBuilder {
    /// Builds the document's launch, or with `opening`, the window rooted at the opening's root and
    /// the opening's steps performed (``LoadedScene/openedAsPlanned`` says whether they all were).
    /// `positions` indexes `source`'s templates (made once per prepared input).
    static func build(_ source: DocumentSource, positions: SceneDocument.ControllerPositions, device: Device?,
                      opening: SceneOpening? = nil) -> LoadedScene {
        // On another device than the designed one, the screens whose constraints solve are laid out anew.
        let source = device.map { DeviceLayout.relayout(source, on: $0) } ?? source
        let document = source.document
        let runtime = SceneRuntime(document: document, positions: positions)
        let application = Application()
        runtime.application = application
        let window = Window(device: device ?? document.device ?? .phone)
        runtime.beginLaunch(into: window)
        defer { runtime.endLaunch() }
        if let spec = document.delegate {
            let delegate = SceneAppDelegate()
            delegate.customClassName = spec.className
            runtime.locations.register(delegate, spec.mark)
            BehaviourAttachment.attach(spec.behaviours, toDelegate: delegate, runtime: runtime)
            application.delegate = delegate
        }
        window.rootViewController = runtime.instantiate(opening?.root ?? document.root)
        application.makeKeyAndVisible(window)
        for presentation in opening?.root == nil ? document.presented : [] {
            guard let presenter = window.visibleViewController else { break }
            let controller = runtime.instantiate(presentation.controller, presenter: runtime.instance(of: presenter))
            if let style = presentation.style, !(controller is AlertController) { controller.modalPresentationStyle = style }
            presenter.present(controller, animated: false)
        }
        let opened = opening.map(runtime.open) ?? true
        let scene = LoadedScene(application: application, window: window, warnings: source.warnings, files: source.files,
                                document: document, runtime: runtime)
        scene.appSegueSpecs = source.appSegues
        scene.openedAsPlanned = opened
        return scene
    }
}
