extension ViewController {
    /// The controller this one presents (looked up on the root of its hierarchy, as UIKit does).
    public var presentedViewController: ViewController? {
        guard let window = hostWindow else { return nil }
        let root = rootAncestor
        return window.presentationStack.first { $0.presenting === root }?.presented
    }

    /// The controller that presented this one (or one of its ancestors).
    public var presentingViewController: ViewController? {
        rootAncestor.presentation?.presenting
    }

    /// Presents `controller` in its `modalPresentationStyle` (seed 000:1424–1431).
    ///
    /// As in UIKit, the presenting controller is the root of this controller's hierarchy, and a
    /// controller that already presents something refuses (a warning is recorded on the application).
    public func present(_ controller: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard let window = hostWindow else {
            hostWindowWarning("present \(controller.displayClassName) from \(displayClassName), which is not in a window")
            return
        }
        let presenter = rootAncestor
        if let existing = presenter.presentedViewController {
            hostWindowWarning("Attempt to present \(controller.displayClassName) on \(presenter.displayClassName) which is already presenting \(existing.displayClassName)")
            return
        }
        if controller.presentation != nil || controller.parent != nil || controller.isWindowRoot {
            hostWindowWarning("Attempt to present \(controller.displayClassName), which is already on screen")
            return
        }
        let style: ModalPresentationStyle = controller is AlertController ? .alert : controller.modalPresentationStyle
        let presentation = Presentation(presented: controller, presenting: presenter, style: style, window: window)
        performAppearanceTransition(in: window, kind: .present, from: window.visibleViewController, to: { controller }) {
            controller.presentation = presentation
            window.presentationStack.append(presentation)
            window.addSubview(presentation.containerView)
            presentation.containerView.addSubview(controller.view)
        }
        completion?()
    }

    /// Dismisses the controller this one presents, or this controller when it is presented; everything
    /// presented above goes too (seed 000:1424–1431).
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard let window = hostWindow else { return }
        let root = rootAncestor
        let index = window.presentationStack.firstIndex { $0.presenting === root }
            ?? window.presentationStack.firstIndex { $0.presented === root }
        guard let index else {
            completion?()
            return
        }
        let removed = Array(window.presentationStack[index...])
        let from = window.visibleViewController
        performAppearanceTransition(in: window, kind: .dismiss, from: from, to: { window.visibleViewController }) {
            window.presentationStack.removeSubrange(index...)
            for presentation in removed {
                presentation.containerView.removeFromSuperview()
                presentation.presented.viewIfLoaded?.removeFromSuperview()
                presentation.presented.presentation = nil
                presentation.window = nil
            }
        }
        completion?()
    }

    func hostWindowWarning(_ message: String) {
        (hostWindow?.application ?? Application.current)?.warn(message)
    }
}
