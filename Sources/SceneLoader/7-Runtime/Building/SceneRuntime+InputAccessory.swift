import AccessibilityTree

extension SceneRuntime {
    /// A controller's first responder and the input accessory view UIKit docks for it at the bottom of
    /// the window (docs/voiceover.md, "A first responder's input accessory view"). An accessory view
    /// the code gives no frame is as tall as its views need in the automatic layout's column
    /// (docs/layout.md), estimated on the narrowest phone's width, 320 pt, as a section's view made in
    /// code is; the window gives it its own width.
    func configureInputAccessory(_ controller: ViewController, from template: ControllerSpec, instance: ControllerInstance) {
        controller.canBecomeFirstResponder = template.firstResponder
        guard let spec = template.inputAccessoryView else { return }
        controller.inputAccessoryView = buildInputAccessoryView(spec, instance: instance)
    }

    /// An input accessory view, a controller's or a text field's (docs/voiceover.md, "A text field's
    /// input accessory view").
    func buildInputAccessoryView(_ spec: ViewSpec, instance: ControllerInstance) -> View {
        let view = buildView(spec, instance: instance)
        if spec.frame == nil, let container = view as? SceneView {
            view.frame = Rect(x: 0, y: 0, width: 320, height: container.contentHeight(width: 320))
        }
        return view
    }
}
