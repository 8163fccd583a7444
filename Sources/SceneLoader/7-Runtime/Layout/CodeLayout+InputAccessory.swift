import AccessibilityTree

extension CodeLayout {
    /// Lays out every input accessory view made in code that has no frame of its own and holds
    /// constraints made in code — a first-responder controller's and a text field's — as UIKit sizes
    /// one it docks: as wide as the screen and as tall as its constraints make it (docs/voiceover.md,
    /// "A first responder's input accessory view"). One its constraints do not place keeps the
    /// estimate the runtime gives it.
    static func applyToInputAccessoryViews(_ source: inout DocumentSource, summary: inout Summary) {
        let device = source.document.device ?? .phone
        for position in source.document.controllers.indices {
            _ = fittingLayOut(&source.document.controllers[position].inputAccessoryView, on: device, summary: &summary)
            source.document.controllers[position].mutateViews { view in
                guard case .textField(var field) = view.kind, field.inputAccessoryView != nil else { return }
                view.kind = .view  // not to copy the field's accessory (``ViewSpec/mutateViews(_:)``)
                _ = fittingLayOut(&field.inputAccessoryView, on: device, summary: &summary)
                view.kind = .textField(field)
            }
        }
    }
}
